-- What a funnel did, from GA4's BigQuery export: one row per distinct visitor
-- journey (the visitor's events in time order, each written as
-- "event_name key=value key=value…" with the parameters the report reads,
-- joined by " » "), with how many visitors made exactly that journey; and one
-- row of counts: the rows read, the rows that cannot be used and why, and
-- the dates. Steps, ways and statistics are worked out from the journeys by
-- src/observed/ (npm run observed), which places each page_location on the
-- site's own routes. Rows `npm run simulate` invented carry stream_id
-- 'simulated' (GA4 numbers its streams) and are counted, so no report passes
-- them off as observed.
--
-- On BigQuery, replace `events` with your export's tables, e.g.
-- `my-project.analytics_123456789.events_202611*` for November 2026: the
-- wildcard's dates are the date range. Nothing else changes.
WITH tokens AS (
  SELECT
    user_pseudo_id AS visitor,
    event_timestamp,
    event_name,
    CONCAT(
      event_name,
      ' ',
      IFNULL((
        SELECT STRING_AGG(CONCAT(key, '=', COALESCE(value.string_value, CAST(value.int_value AS STRING), CAST(value.double_value AS STRING), '')), ' ')
        FROM UNNEST(event_params)
        WHERE key IN ('page_location', 'exp_variant_string', 'value', 'question', 'answer')
      ), ''),
      IFNULL(CONCAT(' purchase_revenue=', CAST(ecommerce.purchase_revenue AS STRING)), '')
    ) AS token
  FROM events
  WHERE user_pseudo_id IS NOT NULL
    AND event_name IS NOT NULL
    AND event_timestamp IS NOT NULL
    AND event_name NOT IN ('first_visit', 'session_start', 'user_engagement', 'scroll')
),
journeys AS (
  SELECT STRING_AGG(token, ' » ' ORDER BY event_timestamp, event_name) AS journey
  FROM tokens
  GROUP BY visitor
)
SELECT
  'journey' AS kind,
  journey,
  COUNT(*) AS visitors,
  NULL AS events,
  NULL AS malformed,
  NULL AS bots,
  NULL AS automatic,
  NULL AS first_date,
  NULL AS last_date,
  NULL AS simulated
FROM journeys
GROUP BY journey
UNION ALL
SELECT
  'counts',
  NULL,
  NULL,
  COUNT(*),
  SUM(CASE WHEN event_name IS NULL OR event_timestamp IS NULL THEN 1 ELSE 0 END),
  SUM(CASE WHEN event_name IS NOT NULL AND event_timestamp IS NOT NULL AND user_pseudo_id IS NULL THEN 1 ELSE 0 END),
  SUM(CASE WHEN user_pseudo_id IS NOT NULL AND event_timestamp IS NOT NULL AND event_name IN ('first_visit', 'session_start', 'user_engagement', 'scroll') THEN 1 ELSE 0 END),
  MIN(event_date),
  MAX(event_date),
  SUM(CASE WHEN stream_id = 'simulated' THEN 1 ELSE 0 END)
FROM events
