/** A column's type as BigQuery names it: a scalar, a RECORD (its fields) or a REPEATED RECORD (one record in an array). */
export type BigQueryType = 'STRING' | 'INT64' | 'FLOAT64' | 'BOOL' | { readonly [field: string]: BigQueryType } | readonly [BigQueryType];

/** The key/value record GA4 repeats for event_params, user_properties and items.item_params. */
const PARAMETER = { key: 'STRING', value: { string_value: 'STRING', int_value: 'INT64', float_value: 'FLOAT64', double_value: 'FLOAT64' } } as const;

/** A campaign as session_traffic_source_last_click names one: every kind of campaign carries these. */
const CAMPAIGN = { campaign_id: 'STRING', campaign_name: 'STRING', source: 'STRING', medium: 'STRING' } as const;

/**
 * Every column of GA4's daily export table (`events_YYYYMMDD`), in the
 * order Google's "[GA4] BigQuery Export schema" documents them
 * (support.google.com/analytics/answer/7029846), typed as BigQuery types
 * them. A web stream leaves app_info, publisher and a few device fields
 * NULL; `bq extract` writes JSON with NULLs left out, and Parquet with every
 * column. The observed query reads seven of these (EXPORT_COLUMNS in
 * readExport); the rest give a simulated row a real export's width.
 */
export const GA4_EXPORT_SCHEMA = {
  event_date: 'STRING',
  event_timestamp: 'INT64',
  event_name: 'STRING',
  event_params: [PARAMETER],
  event_previous_timestamp: 'INT64',
  event_value_in_usd: 'FLOAT64',
  event_bundle_sequence_id: 'INT64',
  event_server_timestamp_offset: 'INT64',
  user_id: 'STRING',
  user_pseudo_id: 'STRING',
  privacy_info: { analytics_storage: 'STRING', ads_storage: 'STRING', uses_transient_token: 'STRING' },
  user_properties: [{ key: 'STRING', value: { ...PARAMETER.value, set_timestamp_micros: 'INT64' } }],
  user_first_touch_timestamp: 'INT64',
  user_ltv: { revenue: 'FLOAT64', currency: 'STRING' },
  device: {
    category: 'STRING',
    mobile_brand_name: 'STRING',
    mobile_model_name: 'STRING',
    mobile_marketing_name: 'STRING',
    mobile_os_hardware_model: 'STRING',
    operating_system: 'STRING',
    operating_system_version: 'STRING',
    vendor_id: 'STRING',
    advertising_id: 'STRING',
    language: 'STRING',
    is_limited_ad_tracking: 'STRING',
    time_zone_offset_seconds: 'INT64',
    browser: 'STRING',
    browser_version: 'STRING',
    web_info: { browser: 'STRING', browser_version: 'STRING', hostname: 'STRING' },
  },
  geo: { city: 'STRING', country: 'STRING', continent: 'STRING', region: 'STRING', sub_continent: 'STRING', metro: 'STRING' },
  app_info: { id: 'STRING', version: 'STRING', install_store: 'STRING', firebase_app_id: 'STRING', install_source: 'STRING' },
  traffic_source: { name: 'STRING', medium: 'STRING', source: 'STRING' },
  stream_id: 'STRING',
  platform: 'STRING',
  event_dimensions: { hostname: 'STRING' },
  ecommerce: {
    total_item_quantity: 'INT64',
    purchase_revenue_in_usd: 'FLOAT64',
    purchase_revenue: 'FLOAT64',
    refund_value_in_usd: 'FLOAT64',
    refund_value: 'FLOAT64',
    shipping_value_in_usd: 'FLOAT64',
    shipping_value: 'FLOAT64',
    tax_value_in_usd: 'FLOAT64',
    tax_value: 'FLOAT64',
    unique_items: 'INT64',
    transaction_id: 'STRING',
  },
  items: [
    {
      item_id: 'STRING',
      item_name: 'STRING',
      item_brand: 'STRING',
      item_variant: 'STRING',
      item_category: 'STRING',
      item_category2: 'STRING',
      item_category3: 'STRING',
      item_category4: 'STRING',
      item_category5: 'STRING',
      price_in_usd: 'FLOAT64',
      price: 'FLOAT64',
      quantity: 'INT64',
      item_revenue_in_usd: 'FLOAT64',
      item_revenue: 'FLOAT64',
      item_refund_in_usd: 'FLOAT64',
      item_refund: 'FLOAT64',
      coupon: 'STRING',
      affiliation: 'STRING',
      location_id: 'STRING',
      item_list_id: 'STRING',
      item_list_name: 'STRING',
      item_list_index: 'STRING',
      promotion_id: 'STRING',
      promotion_name: 'STRING',
      creative_name: 'STRING',
      creative_slot: 'STRING',
      item_params: [PARAMETER],
    },
  ],
  collected_traffic_source: {
    manual_campaign_id: 'STRING',
    manual_campaign_name: 'STRING',
    manual_source: 'STRING',
    manual_medium: 'STRING',
    manual_term: 'STRING',
    manual_content: 'STRING',
    manual_source_platform: 'STRING',
    manual_creative_format: 'STRING',
    manual_marketing_tactic: 'STRING',
    gclid: 'STRING',
    dclid: 'STRING',
    srsltid: 'STRING',
  },
  is_active_user: 'BOOL',
  batch_event_index: 'INT64',
  batch_page_id: 'INT64',
  batch_ordering_id: 'INT64',
  session_traffic_source_last_click: {
    manual_campaign: { ...CAMPAIGN, term: 'STRING', content: 'STRING', source_platform: 'STRING', creative_format: 'STRING', marketing_tactic: 'STRING' },
    google_ads_campaign: { customer_id: 'STRING', account_name: 'STRING', campaign_id: 'STRING', campaign_name: 'STRING', ad_group_id: 'STRING', ad_group_name: 'STRING' },
    cross_channel_campaign: { ...CAMPAIGN, source_platform: 'STRING', default_channel_group: 'STRING', primary_channel_group: 'STRING' },
    sa360_campaign: { ...CAMPAIGN, ad_group_id: 'STRING', ad_group_name: 'STRING', creative_format: 'STRING', engine_account_name: 'STRING', engine_account_type: 'STRING', manager_account_name: 'STRING' },
    cm360_campaign: {
      ...CAMPAIGN,
      account_id: 'STRING',
      account_name: 'STRING',
      advertiser_id: 'STRING',
      advertiser_name: 'STRING',
      creative_id: 'STRING',
      creative_format: 'STRING',
      creative_name: 'STRING',
      creative_type: 'STRING',
      creative_type_id: 'STRING',
      creative_version: 'STRING',
      placement_id: 'STRING',
      placement_cost_structure: 'STRING',
      placement_name: 'STRING',
      rendering_id: 'STRING',
      site_id: 'STRING',
      site_name: 'STRING',
    },
    dv360_campaign: {
      ...CAMPAIGN,
      advertiser_id: 'STRING',
      advertiser_name: 'STRING',
      creative_id: 'STRING',
      creative_format: 'STRING',
      creative_name: 'STRING',
      exchange_id: 'STRING',
      exchange_name: 'STRING',
      insertion_order_id: 'STRING',
      insertion_order_name: 'STRING',
      line_item_id: 'STRING',
      line_item_name: 'STRING',
      partner_id: 'STRING',
      partner_name: 'STRING',
    },
  },
  publisher: { ad_revenue_in_usd: 'FLOAT64', ad_format: 'STRING', ad_source_name: 'STRING', ad_unit_id: 'STRING' },
} as const satisfies Record<string, BigQueryType>;

const DUCKDB_SCALARS = { STRING: 'VARCHAR', INT64: 'BIGINT', FLOAT64: 'DOUBLE', BOOL: 'BOOLEAN' } as const;

/** A BigQuery type in DuckDB's words: STRUCT(…) for a RECORD, T[] for a REPEATED one. */
export function duckdbType(type: BigQueryType): string {
  if (typeof type === 'string') return DUCKDB_SCALARS[type];
  if (Array.isArray(type)) return `${duckdbType((type as readonly [BigQueryType])[0])}[]`;
  return `STRUCT(${Object.entries(type as Record<string, BigQueryType>)
    .map(([field, inner]) => `"${field}" ${duckdbType(inner)}`)
    .join(', ')})`;
}
