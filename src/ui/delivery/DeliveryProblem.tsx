import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { DeliveryFailure } from '../../engine/delivery/deliveryTypes.ts';

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

const KEPT = 'Everything you typed is still here.';

/** Why a try failed, in words a visitor can act on, and what to do next. */
export function failureText(failure: DeliveryFailure): string {
  switch (failure.kind) {
    case 'offline':
      return `You seem to be offline, so your details were not sent. ${KEPT} Try again once you are connected.`;
    case 'timeout':
      return `The server did not answer in time. ${KEPT} Try again: your details will not be kept twice.`;
    case 'server':
      return `Something went wrong on our side${failure.status === undefined ? '' : ` (error ${String(failure.status)})`}, so your details were not kept. ${KEPT} Please try again.`;
    case 'busy':
      return `There have been too many tries from your connection in the last few minutes. ${KEPT} Wait a little, then try again.`;
    case 'refused':
      return failure.problems.length > 0 ? 'Please check your details:' : (failure.message ?? 'Your details could not be accepted.');
  }
}

/**
 * The failed try's message, above the button that tries again. It is an
 * alert (read out as it appears) and takes focus, so a visitor whose
 * button was disabled while it sent is not left nowhere.
 */
export function DeliveryProblem({ failure, id }: { failure: DeliveryFailure; id: string }) {
  const box = useRef<HTMLDivElement>(null);
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
      <p>{failureText(failure)}</p>
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
