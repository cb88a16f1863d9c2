import type { ReactNode } from 'react';
import { useFunnelActor } from '../engine/FunnelActorContext.ts';
import { useEventHref } from '../engine/useEventHref.ts';
import { ButtonAnchor } from './ButtonAnchor.ts';
import type { ButtonVariant } from './buttonStyles.ts';
import { Button } from './Button.tsx';
import { isPlainClick } from './isPlainClick.ts';

/**
 * A funnel event. When it leads to another step it is a link to that step's
 * page, so a tap before the script has loaded (or without one) still moves
 * the visitor on; once hydrated, the machine takes the click instead, with its
 * delays and flags. A modified click (new tab) is left to the browser.
 */
export function EventButton({ event, variant, children }: { event: string; variant: ButtonVariant; children: ReactNode }) {
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
    <ButtonAnchor
      $variant={variant}
      href={href}
      onClick={(click) => {
        if (!isPlainClick(click)) return;
        click.preventDefault();
        actor.send({ type: event });
      }}
    >
      {children}
    </ButtonAnchor>
  );
}
