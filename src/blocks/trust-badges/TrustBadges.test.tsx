import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

describe('trust-badges block', () => {
  const badges = parseBlock({
    type: 'trust-badges',
    items: [
      { icon: 'lock', label: 'Secure checkout' },
      { icon: 'shield', label: '60-day money-back guarantee' },
      { icon: 'truck', label: 'Free shipping' },
    ],
  });

  it('lists its badges, in order, in a region that says what they are for', () => {
    renderBlocks([badges]);
    const region = screen.getByRole('region', { name: 'Why you can buy with confidence' });
    expect(within(region).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Secure checkout',
      '60-day money-back guarantee',
      'Free shipping',
    ]);
  });
});
