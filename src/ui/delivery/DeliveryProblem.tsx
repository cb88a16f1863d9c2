import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { DeliveryFailure } from '../../engine/delivery/deliveryTypes.ts';
import { fillMessage } from '../../i18n/fillMessage.ts';
import { useWords } from '../../i18n/useWords.ts';
import type { Words } from '../../i18n/Words.ts';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid color-mix(in srgb, #b3261e 35%, ${({ theme }) => theme.colors.border});
  border-left: 4px solid #b3261e;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: color-mix(in srgb, #b3261e 5%, ${({ theme }) => theme.colors.surface});
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  /* Focused by the page when it appears: a ring only for a keyboard, as :focus-visible decides. */
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  p {
    color: inherit;
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;

/** Why a try failed, in words a visitor can act on, and what to do next, in the page's language. */
export function failureText(failure: DeliveryFailure, says: Words['form']): string {
  switch (failure.kind) {
    case 'offline':
      return says.offline;
    case 'timeout':
      return says.timeout;
    case 'server':
      return failure.status === undefined ? says.server : fillMessage(says.serverStatus, { status: String(failure.status) });
    case 'busy':
      return says.busy;
    case 'refused':
      return failure.problems.length > 0 ? says.checkDetails : (failure.message ?? says.notAccepted);
  }
}

/**
 * The failed try's message, above the button that tries again. It is an
 * alert (read out as it appears) and takes focus, so a visitor whose
 * button was disabled while it sent is not left nowhere.
 */
export function DeliveryProblem({ failure, id }: { failure: DeliveryFailure; id: string }) {
  const box = useRef<HTMLDivElement>(null);
  const words = useWords();
  useEffect(() => {
    const node = box.current;
    if (node === null) return;
    // Focus alone scrolls the message just into view, leaving the button that tries again under a phone's fold:
    // centred, the message and that button both show.
    node.focus({ preventScroll: true });
    if ('scrollIntoView' in node) node.scrollIntoView({ block: 'center' });
  }, [failure]);
  return (
    <Box id={id} role="alert" tabIndex={-1} ref={box}>
      <p>{failureText(failure, words.form)}</p>
      {failure.problems.length > 0 && (
        <ul>
          {failure.problems.map((problem) => (
            <li key={problem.field}>{problem.message}</li>
          ))}
        </ul>
      )}
    </Box>
  );
}
