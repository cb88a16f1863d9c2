import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import site from 'virtual:site';
import { LinkButton } from '../../ui/ActionButton.tsx';
import { Icon } from '../../ui/Icon.tsx';
import type { BlockProps } from '../BlockProps.ts';
import { useWords } from '../../i18n/useWords.ts';

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: 30;
  padding-inline: ${({ theme }) => theme.layout.gutter};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.background} 85%, transparent);
  backdrop-filter: saturate(1.5) blur(14px);
  border-bottom: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.border} 80%, transparent);
`;

const Inner = styled.nav`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  height: 68px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[6]};
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-weight: 750;
  font-size: ${({ theme }) => theme.fontSizes.md};
  letter-spacing: -0.01em;
  text-decoration: none;
  margin-right: auto;
  min-height: 44px;
  span:first-child {
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Links = styled.ul<{ $open: boolean }>`
  list-style: none;
  padding: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding-inline: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.pill};
    text-decoration: none;
    font-weight: 550;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
    transition:
      color ${({ theme }) => theme.motion.fast},
      background-color ${({ theme }) => theme.motion.fast};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 8%, transparent);
  }
  @media not ${({ theme }) => theme.media.md} {
    display: ${({ $open }) => ($open ? 'grid' : 'none')};
    position: fixed;
    top: 76px;
    left: ${({ theme }) => theme.layout.gutter};
    right: ${({ theme }) => theme.layout.gutter};
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.lg};
    a {
      width: 100%;
      font-size: ${({ theme }) => theme.fontSizes.md};
      color: ${({ theme }) => theme.colors.text};
    }
  }
`;

const Toggle = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  @media ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

/** Outside the bar: the bar's backdrop-filter would otherwise make it the overlay's containing block. */
const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 29;
  background: rgba(12, 12, 20, 0.4);
  @media ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const Cta = styled.div`
  a {
    min-height: 44px;
    padding: 8px 20px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  @media not ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const MenuOnly = styled.li`
  @media ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function SiteNav({ block }: BlockProps<'site-nav'>) {
  const words = useWords();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    // Tabbing on past the last link leaves the menu: it closes rather than stay open over the page.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && nav.current?.contains(event.target) === false) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
  };

  return (
    <>
    <Bar>
      <Inner ref={nav} aria-label={words.page.mainNav}>
        <Brand to="/">
          <span aria-hidden="true">{initials(site.name)}</span>
          <span>{site.name}</span>
        </Brand>
        {/* Before the links it opens, so Tab goes from the toggle into the open menu. */}
        <Toggle
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? words.page.closeMenu : words.page.openMenu}
          onClick={() => {
            setOpen((value) => !value);
          }}
        >
          <Icon name={open ? 'close' : 'menu'} size={22} />
        </Toggle>
        <Links id={menuId} $open={open}>
          {block.sections.map((section) => (
            <li key={section.scrollTo}>
              <a href={`#${section.scrollTo}`} onClick={close}>
                {section.label}
              </a>
            </li>
          ))}
          <MenuOnly>
            <Link to={block.link.href} onClick={close}>
              {block.link.label}
            </Link>
          </MenuOnly>
        </Links>
        <Cta>
          <LinkButton href={block.link.href} variant="primary">
            {block.link.label}
          </LinkButton>
        </Cta>
      </Inner>
    </Bar>
    {open && <Overlay data-testid="menu-overlay" aria-hidden="true" onClick={close} />}
    </>
  );
}
