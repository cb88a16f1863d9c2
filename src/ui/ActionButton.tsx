import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Action } from '../../schemas/common.ts';
import { lazyComponent } from '../lazy/lazyComponent.tsx';
import { ButtonAnchor as StyledAnchor } from './ButtonAnchor.ts';
import { buttonStyles, type ButtonVariant } from './buttonStyles.ts';
import { Icon } from './Icon.tsx';

/**
 * A button that sends a funnel event, in a module of its own: it brings the
 * funnel machine's code (xstate), which the portfolio pages' buttons, links
 * all, never need. A page that shows one loads it before hydrating, like a
 * block (the prerender records it).
 */
export const EventButton = lazyComponent('src/ui/EventButton.tsx', () => import('./EventButton.tsx').then((module) => module.EventButton));

const StyledLink = styled(Link)<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

/**
 * Renders a config action: an event goes to the funnel machine (see EventButton), a scroll is a
 * plain in-page link (it works before scripts load, and CSS decides whether
 * it glides), and an href is a link, external ones in a new tab.
 */
export function ActionButton({ action }: { action: Action }) {
  const content = (
    <>
      {action.icon !== undefined && <Icon name={action.icon} />}
      {action.label}
    </>
  );
  if ('event' in action) {
    return (
      <EventButton event={action.event} variant={action.variant}>
        {content}
      </EventButton>
    );
  }
  if ('scrollTo' in action) {
    return (
      <StyledAnchor $variant={action.variant} href={`#${action.scrollTo}`}>
        {content}
      </StyledAnchor>
    );
  }
  return (
    <LinkButton href={action.href} variant={action.variant}>
      {content}
    </LinkButton>
  );
}

export function LinkButton({ href, variant, children }: { href: string; variant: ButtonVariant; children: React.ReactNode }) {
  if (href.startsWith('/')) {
    return (
      <StyledLink $variant={variant} to={href}>
        {children}
      </StyledLink>
    );
  }
  if (href.startsWith('https://')) {
    return (
      <StyledAnchor $variant={variant} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </StyledAnchor>
    );
  }
  return (
    <StyledAnchor $variant={variant} href={href}>
      {children}
    </StyledAnchor>
  );
}

export const ActionRow = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: ${({ $center }) => ($center === true ? 'center' : 'flex-start')};
`;
