import { fireEvent, render, screen } from '@testing-library/react';
import artHashes from 'virtual:art';
import { afterEach, describe, expect, it } from 'vitest';
import { ArtPicture } from './ArtPicture.tsx';

const portrait = { src: '/art/portrait.svg', alt: 'Illustrated portrait', width: 800, height: 1000 };
const hash = artHashes[portrait.src] ?? '';

describe('ArtPicture', () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => {
      link.remove();
    });
  });

  it('shows an artwork from its renditions, AVIF first, at its own size and lazily', () => {
    const { container } = render(<ArtPicture image={portrait} slot="portrait" />);
    const image = screen.getByRole('img', { name: 'Illustrated portrait' });
    expect(hash).toMatch(/^[0-9a-f]{8}$/);
    expect(image).toHaveAttribute('src', `/assets/art/portrait-420.${hash}.webp`);
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '1000');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect([...container.querySelectorAll('source')].map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
  });

  it('preloads the lead picture by its AVIF srcset, at high priority, and loads it at once', () => {
    render(<ArtPicture image={portrait} slot="portrait" priority />);
    expect(screen.getByRole('img', { name: 'Illustrated portrait' })).toHaveAttribute('loading', 'eager');
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload).toHaveAttribute('type', 'image/avif');
    expect(preload).toHaveAttribute('fetchpriority', 'high');
    expect(preload?.getAttribute('imagesrcset')).toContain(`/assets/art/portrait-840.${hash}.avif 840w`);
  });

  it('falls back to the SVG when a rendition cannot be loaded', () => {
    render(<ArtPicture image={portrait} slot="portrait" />);
    fireEvent.error(screen.getByRole('img', { name: 'Illustrated portrait' }));
    expect(screen.getByRole('img', { name: 'Illustrated portrait' })).toHaveAttribute('src', '/art/portrait.svg');
  });

  it('draws a picture that is not artwork under public/art/ as it is', () => {
    const { container } = render(<ArtPicture image={{ ...portrait, src: '/photos/team.jpg' }} slot="card" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Illustrated portrait' })).toHaveAttribute('src', '/photos/team.jpg');
  });
});
