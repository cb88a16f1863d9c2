import { Link, useHref, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../ui/Icon.tsx';
import { isPlainClick } from '../../ui/isPlainClick.ts';
import type { BlockProps } from '../BlockProps.ts';
import { useWords } from '../../i18n/useWords.ts';

const Row = styled.nav`
  padding-inline: ${({ theme }) => theme.layout.gutter};
  /* Right under the header on a phone: the link's own 44 px are its tap room. */
  padding-top: ${({ theme }) => theme.space[1]};
  @media ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space[5]};
  }
  > * {
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin-inline: auto;
  }
`;

const Control = styled.div`
  display: flex;
  a,
  button {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[2]};
    margin-left: -${({ theme }) => theme.space[2]};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: none;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    text-decoration: none;
    transition:
      color ${({ theme }) => theme.motion.fast},
      background-color ${({ theme }) => theme.motion.fast};
  }
  a:hover,
  button:hover {
    color: ${({ theme }) => theme.colors.text};
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 8%, transparent);
  }
`;

/** React Router keeps the history index in history.state; 0 means this page opened the tab. */
function hasPreviousPage(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0;
}

export function Back({ block }: BlockProps<'back'>) {
  const navigate = useNavigate();
  const words = useWords();
  const fallback = useHref(block.to ?? '..', { relative: 'path' });
  const content = (
    <>
      <Icon name="arrowLeft" size={18} />
      {block.label}
    </>
  );
  return (
    <Row id={block.id} aria-label={words.page.back}>
      <Control>
        {block.mode === 'history' ? (
          // A link to the page above, so it works before the script loads; with it, a visitor who came from
          // inside the site goes back in history instead, as the browser's own Back would.
          <a
            href={fallback}
            onClick={(click) => {
              if (!isPlainClick(click)) return;
              click.preventDefault();
              if (hasPreviousPage()) void navigate(-1);
              else void navigate(block.to ?? '..', { relative: 'path' });
            }}
          >
            {content}
          </a>
        ) : (
          <Link to={block.to ?? '..'} relative="path">
            {content}
          </Link>
        )}
      </Control>
    </Row>
  );
}
