/** GA4 wants page_location as a full URL; the machine tracks the step's path, which gets the page's origin here. */
export function withFullPageLocation(params: Readonly<Record<string, unknown>>, origin: string): Record<string, unknown> {
  const location = params.page_location;
  if (typeof location !== 'string' || !location.startsWith('/')) return { ...params };
  return { ...params, page_location: new URL(location, origin).href };
}
