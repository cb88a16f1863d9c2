import { z } from 'zod';

export const siteSchema = z
  .strictObject({
    $schema: z.string().optional(),
    origin: z.url({ protocol: /^https$/ }).regex(/[^/]$/, 'expected no trailing slash').describe('Canonical origin, e.g. https://example.com'),
    name: z.string().min(1).describe('The owner’s name'),
    title: z.string().min(1).describe('The owner’s professional title'),
    email: z.email().describe('Contact address'),
    phone: z.string().optional(),
  })
  .describe('Site-wide facts, set once');

export type Site = z.infer<typeof siteSchema>;
