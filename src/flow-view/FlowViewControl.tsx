import { useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import styled from 'styled-components';
import type { Funnel } from '../../schemas/funnel.ts';
import { Button } from '../ui/Button.tsx';
import type { FlowViewDialogProps } from './FlowViewDialog.tsx';

/** Room at the end of the page, so the floating button never covers the footer's last line. */
const Spacer = styled.div`
  height: 80px;
`;

const Dock = styled.aside`
  position: fixed;
  z-index: 20;
  right: max(12px, env(safe-area-inset-right));
  bottom: max(12px, env(safe-area-inset-bottom));
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space[1]};
  button {
    min-height: 44px;
    padding: 8px 18px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const Problem = styled.p`
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const noSubscription = () => () => undefined;

type Loaded = { Dialog: ComponentType<FlowViewDialogProps> } & Pick<FlowViewDialogProps, 'flow'>;

/**
 * "How this funnel works": a button that opens a view of the funnel's flow.
 * The view's code and the funnel's diagram load when it is first pressed, so
 * until then it costs the page this button. It is rendered only once the page
 * has hydrated (false on the server and during hydration): without JavaScript
 * it could not open anything, so it is absent rather than dead. It floats,
 * so appearing shifts nothing.
 */
export function FlowViewControl({ funnel }: { funnel: Funnel }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const show = () => {
    setFailed(false);
    if (loaded !== null) {
      setOpen(true);
      return;
    }
    import('./FlowViewDialog.tsx')
      .then(async ({ FlowViewDialog, loadFlow }) => {
        setLoaded({ Dialog: FlowViewDialog, flow: await loadFlow(funnel.slug) });
        setOpen(true);
      })
      .catch(() => {
        setFailed(true);
      });
  };

  if (!hydrated) return null;
  return (
    <>
      <Spacer />
      <Dock aria-label="About this demo">
        {failed && <Problem role="status">The view did not load. Check the connection and try again.</Problem>}
        <Button ref={button} type="button" $variant="secondary" aria-haspopup="dialog" onClick={show}>
          How this funnel works
        </Button>
      </Dock>
      {open && loaded !== null && (
        <loaded.Dialog
          funnel={funnel}
          flow={loaded.flow}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
