import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { useWords } from '../i18n/useWords.ts';

const Fallback = styled.p`
  width: min(100% - 2 * ${({ theme }) => theme.layout.gutter}, ${({ theme }) => theme.layout.maxWidth});
  margin: ${({ theme }) => theme.space[6]} auto;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border: 1.5px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

/** The note in the page's language; a function component, as only one can ask for the page's words. */
function FallbackNote() {
  return <Fallback role="note">{useWords().page.blockFailed}</Fallback>;
}

interface Props {
  /** The block's type, named in the log so whoever reads it knows which block failed. */
  type: string;
  children: ReactNode;
}

/**
 * Keeps one block's failure inside that block: a block that throws while
 * rendering is replaced by a short note, and the rest of the page (its
 * neighbours, the funnel, the navigation) goes on working.
 */
export class BlockErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The visitor sees a calm note; whoever maintains the site needs the cause.
    console.error(`The "${this.props.type}" block failed to render and was replaced by a note.`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <FallbackNote /> : this.props.children;
  }
}
