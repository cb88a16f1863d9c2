import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../ui/Icon.tsx';
import type { BlockProps } from '../BlockProps.ts';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.background} 88%, transparent);
  backdrop-filter: saturate(1.4) blur(12px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding-inline: ${({ theme }) => theme.layout.gutter};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  min-height: 56px;
  @media ${({ theme }) => theme.media.md} {
    min-height: 64px;
  }
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const Brand = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.text};
`;

const Tagline = styled.p`
  display: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  padding-left: ${({ theme }) => theme.space[4]};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  @media ${({ theme }) => theme.media.md} {
    display: block;
  }
`;

const End = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const BarLink = styled.a`
  display: inline-flex;
  white-space: nowrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding-inline: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  transition: background-color ${({ theme }) => theme.motion.fast};
  &:hover {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 10%, transparent);
  }
`;

export function Header({ block }: BlockProps<'header'>) {
  return (
    <Bar>
      <Inner>
        <Brand>{block.brand}</Brand>
        {block.tagline !== undefined && <Tagline>{block.tagline}</Tagline>}
        <End>
          {block.contact !== undefined && (
            <BarLink href={block.contact.href}>
              <Icon name="phone" size={18} />
              {block.contact.label}
            </BarLink>
          )}
          {block.back !== undefined && (
            <BarLink as={Link} to={block.back.to}>
              <Icon name="arrowLeft" size={18} />
              {block.back.label}
            </BarLink>
          )}
        </End>
      </Inner>
    </Bar>
  );
}
