import { fireEvent, render, screen } from '@testing-library/react';
import artHashes from 'virtual:art';
import { afterEach, describe, expect, it } from 'vitest';
import { ArtPicture } from './ArtPicture.tsx';

// A cover holds dozens of text elements, so the art rule draws it as rasters; the portrait is shapes alone.
const cover = { src: '/art/projects/fit-ins/cover.svg', alt: 'Fit-Ins cover', width: 1200, height: 800 };
const portrait = { src: '/art/portrait.svg', alt: 'Illustrated portrait', width: 800, height: 1000 };
const hash = artHashes[cover.src] ?? '';

describe('ArtPicture', () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => {
      link.remove();
    });
  });

  it('shows an artwork from its renditions, AVIF first, at its own size and lazily', () => {
    const { container } = render(<ArtPicture image={cover} slot="card" />);
    const image = screen.getByRole('img', { name: 'Fit-Ins cover' });
    expect(hash).toMatch(/^[0-9a-f]{8}$/);
    expect(image).toHaveAttribute('src', `/assets/art/projects/fit-ins/cover-364.${hash}.webp`);
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    // Phones first, offered the card at most at twice its width on a phone (696 px, not a laptop's 728 px).
    expect([...container.querySelectorAll('source')].map((source) => `${source.type} ${source.media}`)).toEqual([
      'image/avif (max-width: 479px)',
      'image/avif ',
      'image/webp (max-width: 479px)',
      'image/webp ',
    ]);
  });

  it('preloads a raster lead picture by its AVIF srcset, at high priority, and loads it at once', () => {
    render(<ArtPicture image={cover} slot="card" priority />);
    expect(screen.getByRole('img', { name: 'Fit-Ins cover' })).toHaveAttribute('loading', 'eager');
    // One preload for the phones' source and one for every other screen, as the picture will choose.
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads.map((link) => link.getAttribute('media'))).toEqual(['(max-width: 479px)', 'not all and (max-width: 479px)']);
    for (const link of preloads) {
      expect(link).toHaveAttribute('type', 'image/avif');
      expect(link).toHaveAttribute('fetchpriority', 'high');
    }
    expect(preloads[0]?.getAttribute('imagesrcset')).toMatch(new RegExp(`cover-696\\.${hash}\\.avif 696w$`));
    expect(preloads[1]?.getAttribute('imagesrcset')).toContain(`/assets/art/projects/fit-ins/cover-728.${hash}.avif 728w`);
  });

  it('falls back to the SVG when a rendition cannot be loaded', () => {
    render(<ArtPicture image={cover} slot="card" />);
    fireEvent.error(screen.getByRole('img', { name: 'Fit-Ins cover' }));
    expect(screen.getByRole('img', { name: 'Fit-Ins cover' })).toHaveAttribute('src', '/art/projects/fit-ins/cover.svg');
  });

  it('shows artwork the art rule keeps as a vector as the SVG itself, the lead one at high priority', () => {
    expect(artHashes[portrait.src]).toBeUndefined();
    const { container } = render(<ArtPicture image={portrait} slot="portrait" priority />);
    expect(container.querySelector('picture')).toBeNull();
    const image = screen.getByRole('img', { name: 'Illustrated portrait' });
    expect(image).toHaveAttribute('src', '/art/portrait.svg');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
  });

  it('draws a picture that is not artwork under public/art/ as it is', () => {
    const { container } = render(<ArtPicture image={{ ...portrait, src: '/photos/team.jpg' }} slot="card" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Illustrated portrait' })).toHaveAttribute('src', '/photos/team.jpg');
  });
});
