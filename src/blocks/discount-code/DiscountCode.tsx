import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button.tsx';
import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';
import { useWords } from '../../i18n/useWords.ts';
import { fillMessage } from '../../i18n/fillMessage.ts';

const Panel = styled.div`
  display: grid;
  justify-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: clamp(24px, 5vw, 40px);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px dashed color-mix(in srgb, ${({ theme }) => theme.colors.primary} 45%, ${({ theme }) => theme.colors.border});
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    max-width: 48ch;
  }
`;

const Code = styled.p`
  font-family: ui-monospace, 'SFMono-Regular', 'JetBrains Mono', Menlo, Consolas, monospace;
  font-size: clamp(1.75rem, 1.2rem + 2vw, 2.5rem);
  font-weight: 700;
  letter-spacing: 0.16em;
  color: ${({ theme }) => theme.colors.primary} !important;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 8%, transparent);
  user-select: all;
`;

export function DiscountCode({ block }: BlockProps<'discount-code'>) {
  const says = useWords().blocks;
  const [copied, setCopied] = useState<'no' | 'copied' | 'selected'>('no');
  const codeRef = useRef<HTMLParagraphElement>(null);
  // Without the clipboard API (plain http, some in-app browsers) the code is selected for the visitor to copy.
  const selectCode = () => {
    const node = codeRef.current;
    const selection = window.getSelection();
    if (node === null || selection === null) return;
    const range = document.createRange();
    range.selectNodeContents(node);
    selection.removeAllRanges();
    selection.addRange(range);
    setCopied('selected');
  };
  return (
    <Section id={block.id} $narrow>
      <Panel>
        <h2>{block.heading}</h2>
        {block.text !== undefined && <p>{block.text}</p>}
        <Code ref={codeRef}>{block.code}</Code>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            if (typeof navigator.clipboard === 'undefined') {
              selectCode();
              return;
            }
            navigator.clipboard.writeText(block.code).then(
              () => {
                setCopied('copied');
              },
              selectCode,
            );
          }}
        >
          {copied === 'copied' ? says.copied : says.copyCode}
        </Button>
        <span className="visually-hidden" role="status">
          {copied === 'copied' ? fillMessage(says.codeCopied, { code: block.code }) : ''}
          {copied === 'selected' ? fillMessage(says.codeSelected, { code: block.code }) : ''}
        </span>
      </Panel>
    </Section>
  );
}
