import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

describe('facts block', () => {
  const facts = parseBlock({
    type: 'facts',
    items: [
      { value: '14 days', label: 'From arrival to farewell dinner' },
      { value: '6+', label: 'Hidden-gem destinations' },
      { value: '30 days', label: 'Until the next departure' },
    ],
  });

  it('pairs each label with its value, in order, in a region named Key facts', () => {
    renderBlocks([facts]);
    const region = screen.getByRole('region', { name: 'Key facts' });
    expect(within(region).getAllByRole('term').map((term) => term.textContent)).toEqual([
      'From arrival to farewell dinner',
      'Hidden-gem destinations',
      'Until the next departure',
    ]);
    expect(within(region).getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
      '14 days',
      '6+',
      '30 days',
    ]);
  });
});
