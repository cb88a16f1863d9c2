import type { TrackedEvent } from '../engine/trackedEvent.ts';

/** A parameter's value as GA4's export holds it: one of the typed fields set, the others left out. */
export interface ExportParamValue {
  string_value?: string;
  /** INT64, which `bq extract` writes to JSON as a string so no digit is lost. */
  int_value?: string;
  double_value?: number;
}

export interface ExportItem {
  item_id?: string;
  item_name?: string;
  price?: number;
  quantity?: string;
}

/**
 * One row of GA4's BigQuery export (the `events_YYYYMMDD` tables) as
 * `bq extract --destination_format=NEWLINE_DELIMITED_JSON` writes it: one
 * event, its parameters as key/value structs, the ecommerce totals and the
 * items. Only the columns the observed query reads and a few that show the
 * shape; GA4's own rows have many more (device, geo, traffic_source…).
 */
export interface ExportRow {
  event_date: string;
  event_timestamp: string;
  event_name: string;
  event_params: { key: string; value: ExportParamValue }[];
  user_pseudo_id: string;
  /** GA4's data stream; `simulated` (SIMULATED_STREAM) on every row `npm run simulate` invents, which no GA4 stream is called. */
  stream_id: string;
  platform: 'WEB';
  ecommerce?: { purchase_revenue?: number; total_item_quantity?: string; unique_items?: string };
  items?: ExportItem[];
}

function paramValue(value: unknown): ExportParamValue | undefined {
  if (typeof value === 'string') return { string_value: value };
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) < 2 ** 53 && !Number.isNaN(value) ? { int_value: String(value) } : { double_value: value };
  return undefined;
}

function item(value: unknown): ExportItem | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const fields = value as Record<string, unknown>;
  return {
    ...(typeof fields.item_id === 'string' ? { item_id: fields.item_id } : {}),
    ...(typeof fields.item_name === 'string' ? { item_name: fields.item_name } : {}),
    ...(typeof fields.price === 'number' ? { price: fields.price } : {}),
    quantity: String(typeof fields.quantity === 'number' ? fields.quantity : 1),
  };
}

/**
 * The stream_id of invented rows: GA4 names its streams by number, so this
 * marks simulated data inside the file itself, whatever the file is called,
 * and every report read from it says so.
 */
export const SIMULATED_STREAM = 'simulated';

/** A date as GA4's event_date writes it, in the property's time zone (here UTC): 20261101. */
export const exportDate = (microseconds: number): string => new Date(microseconds / 1000).toISOString().slice(0, 10).replaceAll('-', '');

/**
 * A tracked event as GA4 would export it: the page it fired on as
 * `page_location` (gtag adds it to every event), GA4's session parameters,
 * the event's own parameters (a `value` always a double, as GA4 keeps it),
 * and for an ecommerce event its items and, on a purchase, the revenue.
 */
export function exportRow(tracked: TrackedEvent, page: { location: string; title: string }, visitor: { id: string; session: number; sessionNumber: number }, microseconds: number): ExportRow {
  const params: ExportRow['event_params'] = [
    { key: 'page_location', value: { string_value: page.location } },
    { key: 'page_title', value: { string_value: page.title } },
    { key: 'ga_session_id', value: { int_value: String(visitor.session) } },
    { key: 'ga_session_number', value: { int_value: String(visitor.sessionNumber) } },
  ];
  for (const [key, value] of Object.entries(tracked.params)) {
    if (key === 'page_location' || key === 'page_title' || key === 'items') continue;
    const typed = key === 'value' && typeof value === 'number' ? { double_value: value } : paramValue(value);
    if (typed !== undefined) params.push({ key, value: typed });
  }
  const items = Array.isArray(tracked.params.items) ? tracked.params.items.map(item).filter((entry) => entry !== undefined) : undefined;
  const quantity = items?.reduce((total, entry) => total + Number(entry.quantity ?? 1), 0) ?? 0;
  const ecommerce =
    items === undefined
      ? undefined
      : {
          ...(tracked.event === 'purchase' && typeof tracked.params.value === 'number' ? { purchase_revenue: tracked.params.value } : {}),
          total_item_quantity: String(quantity),
          unique_items: String(items.length),
        };
  return {
    event_date: exportDate(microseconds),
    event_timestamp: String(microseconds),
    event_name: tracked.event,
    event_params: params,
    user_pseudo_id: visitor.id,
    stream_id: SIMULATED_STREAM,
    platform: 'WEB',
    ...(ecommerce === undefined ? {} : { ecommerce }),
    ...(items === undefined ? {} : { items }),
  };
}
