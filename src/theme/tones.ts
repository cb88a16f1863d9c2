import type { Service } from '../../schemas/content.ts';

/** The service cards' colours: an ink for the icon and a wash behind it, each pair at AA contrast. */
export const tones: Record<Service['tone'], { ink: string; wash: string }> = {
  indigo: { ink: '#4338CA', wash: '#EEF0FF' },
  amber: { ink: '#92400E', wash: '#FEF3C7' },
  emerald: { ink: '#047857', wash: '#D1FAE5' },
  rose: { ink: '#BE123C', wash: '#FFE4E6' },
  sky: { ink: '#0369A1', wash: '#E0F2FE' },
  violet: { ink: '#6D28D9', wash: '#EDE9FE' },
};
