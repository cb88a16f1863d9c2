// subset-font and its WOFF2 codec ship no types; these cover the calls the build and the font tests make.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Uint8Array, text: string, options?: SubsetOptions): Promise<Buffer>;
}

declare module 'fontverter' {
  export function convert(font: Uint8Array, toFormat: 'truetype' | 'woff2' | 'woff' | 'sfnt'): Promise<Buffer>;
}

// jsdom ships no types of its own; the build only parses pages with it (no scripts run), tests also give a page its address.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { url?: string; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
  }
}
