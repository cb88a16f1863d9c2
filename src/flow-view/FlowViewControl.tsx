import { useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import styled from 'styled-components';
import type { Funnel } from '../../schemas/funnel.ts';
import { Icon } from '../ui/Icon.tsx';
import type { FlowViewDialogProps } from './FlowViewDialog.tsx';

/**
 * A strip at the very top of the page, in its flow: it scrolls away with the
 * page and so can cover nothing, at any width or scroll position (a floating
 * button covered a phone's call to action). Its height is fixed and drawn by
 * the prerender, so the button arriving with the script moves nothing.
 */
const Strip = styled.aside`
  position: relative;
  height: 44px;
  padding-inline: ${({ theme }) => theme.layout.gutter};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 8%, ${({ theme }) => theme.colors.background});
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: 100%;
  margin-inline: auto;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Label = styled.p`
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  /* On the narrowest phones the button alone: a cut-off label reads worse than none (the footer says it is a demo). */
  @media (max-width: 359px) {
    display: none;
  }
`;

const Open = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: 44px;
  margin-right: -${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 650;
  text-decoration: underline;
  text-decoration-thickness: 1.5px;
  text-underline-offset: 3px;
  cursor: pointer;
  &:hover {
    text-decoration-thickness: 2.5px;
  }
`;

/** Shown only when the view failed to load, under the strip: the one moment it may overlap the page. */
const Problem = styled.p`
  position: absolute;
  z-index: 30;
  top: 100%;
  right: ${({ theme }) => theme.layout.gutter};
  margin-top: ${({ theme }) => theme.space[1]};
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  color: ${({ theme }) => theme.colors.text};
`;

const noSubscription = () => () => undefined;

type Loaded = { Dialog: ComponentType<FlowViewDialogProps> } & Pick<FlowViewDialogProps, 'flow'>;

/**
 * "How this funnel works": a button that opens a view of the funnel's flow.
 * The view's code and the funnel's diagram load when it is first pressed, so
 * until then it costs the page this button. The button is rendered only once
 * the page has hydrated (false on the server and during hydration): without
 * JavaScript it could not open anything, so it is absent rather than dead,
 * and the strip says only that this is a demo.
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

  return (
    <Strip aria-label="About this demo">
      <Inner>
        <Label>Demo funnel</Label>
        {hydrated && (
          <Open ref={button} type="button" aria-haspopup="dialog" onClick={show}>
            <Icon name="chart" size={18} />
            How this funnel works
          </Open>
        )}
      </Inner>
      {failed && <Problem role="status">The view did not load. Check the connection and try again.</Problem>}
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
    </Strip>
  );
}
