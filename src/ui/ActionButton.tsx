import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Action } from '../../schemas/common.ts';
import { useFunnelActor } from '../engine/FunnelActorContext.ts';
import { useEventHref } from '../engine/useEventHref.ts';
import { buttonStyles, type ButtonVariant } from './buttonStyles.ts';
import { Button } from './Button.tsx';
import { isPlainClick } from './isPlainClick.ts';
import { Icon } from './Icon.tsx';

const StyledAnchor = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;
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

/**
 * A funnel event. When it leads to another step it is a link to that step's
 * page, so a tap before the script has loaded (or without one) still moves
 * the visitor on; once hydrated, the machine takes the click instead, with its
 * delays and flags. A modified click (new tab) is left to the browser.
 */
function EventButton({ event, variant, children }: { event: string; variant: ButtonVariant; children: React.ReactNode }) {
  const actor = useFunnelActor();
  const href = useEventHref(event);
  if (href === undefined) {
    return (
      <Button type="button" $variant={variant} onClick={() => {
          actor.send({ type: event });
        }}>
        {children}
      </Button>
    );
  }
  return (
    <StyledAnchor
      $variant={variant}
      href={href}
      onClick={(click) => {
        if (!isPlainClick(click)) return;
        click.preventDefault();
        actor.send({ type: event });
      }}
    >
      {children}
    </StyledAnchor>
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
