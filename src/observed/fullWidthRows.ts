import type { ExportParamValue, ExportRow } from './exportRow.ts';

/** Picks one of a list, by a seeded random draw. */
const pick = <T>(random: () => number, choices: readonly T[]): T => choices[Math.floor(random() * choices.length) % choices.length] as T;

const DEVICES = [
  { category: 'mobile', mobile_brand_name: 'Apple', mobile_model_name: 'iPhone', mobile_marketing_name: 'iPhone', operating_system: 'iOS', operating_system_version: 'iOS 18.6.2', language: 'en-us', web_info: { browser: 'Safari', browser_version: '18.6' } },
  { category: 'mobile', mobile_brand_name: 'Samsung', mobile_model_name: 'SM-S921B', mobile_marketing_name: 'Galaxy S24', operating_system: 'Android', operating_system_version: 'Android 15', language: 'en-gb', web_info: { browser: 'Chrome', browser_version: '141.0.7390.122' } },
  { category: 'mobile', mobile_brand_name: 'Google', mobile_model_name: 'Pixel 9', mobile_marketing_name: 'Pixel 9', operating_system: 'Android', operating_system_version: 'Android 16', language: 'en-us', web_info: { browser: 'Chrome', browser_version: '142.0.7444.59' } },
  { category: 'desktop', mobile_brand_name: 'Microsoft', mobile_model_name: 'Edge', operating_system: 'Windows', operating_system_version: 'Windows 11', language: 'en-us', web_info: { browser: 'Edge', browser_version: '141.0.3537.99' } },
  { category: 'desktop', mobile_brand_name: 'Google', mobile_model_name: 'Chrome', operating_system: 'Macintosh', operating_system_version: 'Macintosh Intel 10.15', language: 'en-gb', web_info: { browser: 'Chrome', browser_version: '142.0.7444.60' } },
  { category: 'tablet', mobile_brand_name: 'Apple', mobile_model_name: 'iPad', mobile_marketing_name: 'iPad', operating_system: 'iOS', operating_system_version: 'iPadOS 18.6', language: 'fr-fr', web_info: { browser: 'Safari', browser_version: '18.6' } },
] as const;

const PLACES = [
  { city: 'London', country: 'United Kingdom', continent: 'Europe', region: 'England', sub_continent: 'Northern Europe', metro: '(not set)' },
  { city: 'Manchester', country: 'United Kingdom', continent: 'Europe', region: 'England', sub_continent: 'Northern Europe', metro: '(not set)' },
  { city: 'New York', country: 'United States', continent: 'Americas', region: 'New York', sub_continent: 'Northern America', metro: 'New York NY' },
  { city: 'Austin', country: 'United States', continent: 'Americas', region: 'Texas', sub_continent: 'Northern America', metro: 'Austin TX' },
  { city: 'Toronto', country: 'Canada', continent: 'Americas', region: 'Ontario', sub_continent: 'Northern America', metro: '(not set)' },
  { city: 'Lyon', country: 'France', continent: 'Europe', region: 'Auvergne-Rhone-Alpes', sub_continent: 'Western Europe', metro: '(not set)' },
  { city: 'Sydney', country: 'Australia', continent: 'Oceania', region: 'New South Wales', sub_continent: 'Australasia', metro: '(not set)' },
] as const;

/** Where a visitor came from, as GA4 records it: first-touch source, the campaign, the channel group. */
interface Arrival {
  source: string;
  medium: string;
  campaign: string;
  campaignId?: string;
  content?: string;
  term?: string;
  channel: string;
  platform?: string;
  /** A click id the ad network appends to the landing address (gclid, fbclid). */
  clickId?: 'gclid' | 'fbclid';
}

const ARRIVALS: readonly Arrival[] = [
  { source: 'google', medium: 'organic', campaign: '(organic)', channel: 'Organic Search' },
  { source: '(direct)', medium: '(none)', campaign: '(direct)', channel: 'Direct' },
  { source: 'google', medium: 'cpc', campaign: 'autumn_launch_search', campaignId: '21458897702', term: 'vitamin c serum', channel: 'Paid Search', platform: 'Google Ads', clickId: 'gclid' },
  { source: 'facebook', medium: 'paid_social', campaign: 'autumn_launch_prospecting', campaignId: '120213587334460551', content: 'carousel_v3', channel: 'Paid Social', platform: 'Manual', clickId: 'fbclid' },
  { source: 'instagram', medium: 'social', campaign: 'creator_collab_nov', content: 'story_swipe', channel: 'Organic Social' },
  { source: 'newsletter', medium: 'email', campaign: 'weekly_digest_2026_11', content: 'hero_button', channel: 'Email' },
];

/** What GA4 knows of a visitor before any event: device, place, consent, where they came from, when first seen. */
export interface VisitorProfile {
  device: (typeof DEVICES)[number];
  place: (typeof PLACES)[number];
  arrival: Arrival;
  clickId: string;
  userId: string | undefined;
  adsStorage: 'Yes' | 'No';
  firstTouch: number;
  bundle: number;
}

/** A visitor's profile, drawn with its own random generator so the walk the simulation draws is the same at any width. */
export function visitorProfile(random: () => number, firstTouchMicros: number): VisitorProfile {
  const clickId = Array.from({ length: 88 }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'.charAt(Math.floor(random() * 64))).join('');
  return {
    device: pick(random, DEVICES),
    place: pick(random, PLACES),
    arrival: pick(random, ARRIVALS),
    clickId,
    userId: random() < 0.08 ? `cus_${String(Math.floor(random() * 1e9))}` : undefined,
    adsStorage: random() < 0.7 ? 'Yes' : 'No',
    firstTouch: firstTouchMicros,
    bundle: 1000 + Math.floor(random() * 9000),
  };
}

/** A row of the export with every column a web stream fills; those it leaves NULL are left out, as `bq extract` writes JSON. */
export type FullWidthRow = ExportRow & Record<string, unknown>;

const param = (key: string, value: ExportParamValue) => ({ key, value });
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A visitor's rows at a real export's width: every column GA4's web export
 * fills (privacy_info, user_first_touch_timestamp, user_ltv, device, geo,
 * traffic_source, event_dimensions, collected_traffic_source,
 * session_traffic_source_last_click, the batch ids, GA4's own session
 * parameters), each ecommerce item with its full record, and the campaign's
 * query string and click id on the landing page's address, where an ad
 * network puts them. The observed query reads the same seven columns as
 * from a narrow row.
 */
export function fullWidthRows(rows: readonly ExportRow[], profile: VisitorProfile, random: () => number): FullWidthRow[] {
  const { arrival, device, place } = profile;
  const hostname = rows[0] === undefined ? '' : new URL(rows[0].event_params.find((entry) => entry.key === 'page_location')?.value.string_value ?? 'https://localhost').host;
  const query = new URLSearchParams({
    ...(arrival.medium === '(none)' || arrival.medium === 'organic' ? {} : { utm_source: arrival.source, utm_medium: arrival.medium, utm_campaign: arrival.campaign }),
    ...(arrival.content === undefined ? {} : { utm_content: arrival.content }),
    ...(arrival.term === undefined ? {} : { utm_term: arrival.term }),
    ...(arrival.clickId === undefined ? {} : { [arrival.clickId]: profile.clickId }),
  }).toString();
  const campaign = {
    campaign_id: arrival.campaignId ?? (arrival.medium === 'organic' ? '(organic)' : '(not set)'),
    campaign_name: arrival.campaign,
    source: arrival.source,
    medium: arrival.medium,
  };
  const lastClick = {
    manual_campaign: { ...campaign, ...(arrival.term === undefined ? {} : { term: arrival.term }), ...(arrival.content === undefined ? {} : { content: arrival.content }), source_platform: arrival.platform ?? 'Manual' },
    cross_channel_campaign: { ...campaign, source_platform: arrival.platform ?? 'Manual', default_channel_group: arrival.channel, primary_channel_group: arrival.channel },
    ...(arrival.clickId === 'gclid'
      ? { google_ads_campaign: { customer_id: '4915337208', account_name: 'Maya Okafor Design', campaign_id: arrival.campaignId, campaign_name: arrival.campaign, ad_group_id: '164372260071', ad_group_name: 'serum_exact' } }
      : {}),
  };
  let firstPage = true;
  let pageId = Math.floor(profile.firstTouch / 1000);
  let referrer = arrival.source === '(direct)' ? undefined : `https://${arrival.source === 'newsletter' ? 'mail.google.com' : `www.${arrival.source}.com`}/`;
  let lastLocation: string | undefined;
  let revenue = 0;
  return rows.map((row, index) => {
    const location = row.event_params.find((entry) => entry.key === 'page_location')?.value.string_value;
    if (row.event_name === 'page_view' && lastLocation !== undefined && location !== lastLocation) {
      firstPage = false;
      referrer = lastLocation;
      pageId += 1 + Math.floor(random() * 40_000);
    }
    lastLocation = location;
    const onLanding = firstPage && query !== '';
    const params = row.event_params.map((entry) => (entry.key === 'page_location' && onLanding ? param('page_location', { string_value: `${entry.value.string_value ?? ''}?${query}` }) : entry));
    if (referrer !== undefined) params.push(param('page_referrer', { string_value: referrer }));
    params.push(param('engaged_session_event', { int_value: '1' }), param('session_engaged', { string_value: index === 0 ? '0' : '1' }), param('batch_page_id', { int_value: String(pageId) }));
    if (row.event_name !== 'user_engagement') params.push(param('engagement_time_msec', { int_value: String(100 + Math.floor(random() * 4_000)) }));
    if (firstPage && arrival.medium !== '(none)') params.push(param('source', { string_value: arrival.source }), param('medium', { string_value: arrival.medium }), param('campaign', { string_value: arrival.campaign }));
    if (index === 0) params.push(param('entrances', { int_value: '1' }));
    const value = row.event_params.find((entry) => entry.key === 'value')?.value.double_value;
    if (row.event_name === 'purchase' && value !== undefined) revenue += value;
    const items = row.items?.map((item, position) => ({
      ...item,
      item_brand: 'Maya Okafor Demo',
      item_variant: '(not set)',
      item_category: 'Demo funnel',
      item_category2: hostname,
      price_in_usd: item.price,
      ...(row.event_name === 'purchase' && item.price !== undefined ? { item_revenue: round2(item.price * Number(item.quantity ?? 1)), item_revenue_in_usd: round2(item.price * Number(item.quantity ?? 1)) } : {}),
      affiliation: 'Online store',
      item_list_id: 'funnel_order',
      item_list_name: 'Order options',
      item_list_index: String(position + 1),
      item_params: [],
    }));
    const ecommerce = row.ecommerce === undefined ? undefined : { ...row.ecommerce, ...(row.ecommerce.purchase_revenue === undefined ? {} : { purchase_revenue_in_usd: row.ecommerce.purchase_revenue, tax_value: 0, tax_value_in_usd: 0, shipping_value: 0, shipping_value_in_usd: 0, transaction_id: `T-${String(profile.bundle)}-${String(index)}` }) };
    const timestamp = Number(row.event_timestamp);
    return {
      event_date: row.event_date,
      event_timestamp: row.event_timestamp,
      event_name: row.event_name,
      event_params: params,
      ...(value === undefined ? {} : { event_value_in_usd: value }),
      event_bundle_sequence_id: String(profile.bundle + index),
      event_server_timestamp_offset: String(300_000 + Math.floor(random() * 900_000)),
      ...(profile.userId === undefined ? {} : { user_id: profile.userId }),
      user_pseudo_id: row.user_pseudo_id,
      privacy_info: { analytics_storage: 'Yes', ads_storage: profile.adsStorage, uses_transient_token: 'No' },
      user_properties: [{ key: 'customer_type', value: { string_value: revenue > 0 ? 'customer' : 'prospect', set_timestamp_micros: String(profile.firstTouch) } }],
      user_first_touch_timestamp: String(profile.firstTouch),
      user_ltv: { revenue, currency: 'USD' },
      device: { ...device, is_limited_ad_tracking: 'No', web_info: { ...device.web_info, hostname } },
      geo: place,
      traffic_source: { name: arrival.campaign, medium: arrival.medium, source: arrival.source },
      stream_id: row.stream_id,
      platform: row.platform,
      event_dimensions: { hostname },
      ...(ecommerce === undefined ? {} : { ecommerce }),
      items: items ?? [],
      ...(onLanding
        ? {
            collected_traffic_source: {
              manual_campaign_id: campaign.campaign_id,
              manual_campaign_name: arrival.campaign,
              manual_source: arrival.source,
              manual_medium: arrival.medium,
              ...(arrival.term === undefined ? {} : { manual_term: arrival.term }),
              ...(arrival.content === undefined ? {} : { manual_content: arrival.content }),
              ...(arrival.clickId === 'gclid' ? { gclid: profile.clickId } : {}),
            },
          }
        : {}),
      is_active_user: true,
      batch_event_index: String(index + 1),
      batch_page_id: String(pageId),
      batch_ordering_id: String(Math.floor(timestamp / 1_000_000) % 100_000),
      session_traffic_source_last_click: lastClick,
    };
  });
}
