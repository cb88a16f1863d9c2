// @vitest-environment node
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import funnelSchema from '../../../schemas/funnel.schema.json';
import projectSchema from '../../../schemas/project.schema.json';
import { blockJsonSchema, blockTypeNames } from './funnelJsonSchema.ts';
import { blockUiSchema, uiSchemaFor } from './uiSchemaFor.ts';

/** Every place in a uiSchema that draws a picture field, as a path, with its options. */
function pictureFields(ui: UiSchema, at: string[] = []): { path: string; options: unknown }[] {
  if (ui['ui:field'] === 'picture') return [{ path: at.join('.'), options: ui['ui:options'] }];
  return Object.entries(ui).flatMap(([key, child]) => (typeof child === 'object' && child !== null && !key.startsWith('ui:') ? pictureFields(child as UiSchema, [...at, key]) : []));
}

describe('the studio’s picture field', () => {
  it('is drawn for every file path the schema places under public/art/, never for a download’s file, read from the schema alone', () => {
    const found = blockTypeNames.flatMap((type) => pictureFields(blockUiSchema(blockJsonSchema(type) ?? {})).map(({ path, options }) => ({ type, path, options })));
    expect(found).toEqual([
      { type: 'hero', path: 'image.src', options: { folder: '', fillsSize: true } },
      { type: 'order-options', path: 'options.items.image.src', options: { folder: '', fillsSize: true } },
      { type: 'order-bump', path: 'image.src', options: { folder: '', fillsSize: true } },
      { type: 'product', path: 'image.src', options: { folder: '', fillsSize: true } },
      { type: 'upsell', path: 'image.src', options: { folder: '', fillsSize: true } },
      { type: 'carousel', path: 'slides.items.image.src', options: { folder: '', fillsSize: true } },
      { type: 'profile-hero', path: 'image.src', options: { folder: '', fillsSize: true } },
    ].sort((a, b) => blockTypeNames.indexOf(a.type) - blockTypeNames.indexOf(b.type)));
    // The download block's file is a file path too, under public/downloads/.
    expect(JSON.stringify(funnelSchema)).toContain('under public/downloads/');
  });

  it('uploads to the folder a content schema names, and fills in width and height where they stand beside the file', () => {
    const screens = pictureFields(uiSchemaFor(projectSchema as unknown as RJSFSchema)).find(({ path }) => path === 'screens.items.src');
    expect(screens?.options).toEqual({ folder: 'projects', fillsSize: true });
    const bare = uiSchemaFor({ type: 'object', properties: { src: { type: 'string', title: 'file path', description: 'The logo file, under public/art/logos/' } } });
    expect(bare).toEqual({ src: { 'ui:field': 'picture', 'ui:options': { folder: 'logos', fillsSize: false }, 'ui:title': 'src' } });
  });
});
