-- What a funnel did, from GA4's BigQuery export: one row per distinct visitor
-- journey (the visitor's events in time order, each written as
-- "event_name key=value key=value…" with the parameters the report reads,
-- joined by " » "), with how many visitors made exactly that journey and how
-- many distinct journeys there are (so a reader can tell a result cut short);
-- and one row of counts: the rows read, the rows that cannot be used and why,
-- and the dates. Steps, ways and statistics are worked out from the journeys
-- by src/observed/ (npm run observed), which places each page_location on the
-- site's own routes: its query string and fragment are cut off here, since an
-- ad's click id makes every visitor's address, and so every journey, unique.
-- Rows `npm run simulate` invented carry stream_id 'simulated' (GA4 numbers
-- its streams) and are counted, so no report passes them off as observed.
--
-- The export is read once, by the line `FROM events` below. On BigQuery,
-- replace that line with your export's tables and dates, e.g.
--   FROM `my-project.analytics_123456789.events_*` WHERE _TABLE_SUFFIX BETWEEN '20261101' AND '20261130'
-- (docs/observed.md gives the whole bq command). Nothing else changes.
WITH export AS (
  SELECT event_date, event_timestamp, event_name, user_pseudo_id, stream_id, event_params, ecommerce.purchase_revenue AS purchase_revenue
  FROM events
),
tokens AS (
  SELECT
    user_pseudo_id AS visitor,
    event_timestamp,
    event_name,
    CONCAT(
      event_name,
      ' ',
      IFNULL((
        SELECT STRING_AGG(CONCAT(key, '=', COALESCE(CASE WHEN key = 'page_location' THEN REGEXP_REPLACE(value.string_value, '[?#].*', '') ELSE value.string_value END, CAST(value.int_value AS STRING), CAST(value.double_value AS STRING), '')), ' ')
        FROM UNNEST(event_params)
        WHERE key IN ('page_location', 'exp_variant_string', 'value', 'question', 'answer')
      ), ''),
      IFNULL(CONCAT(' purchase_revenue=', CAST(purchase_revenue AS STRING)), '')
    ) AS token
  FROM export
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
  COUNT(*) OVER () AS journeys,
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
  NULL,
  COUNT(*),
  SUM(CASE WHEN event_name IS NULL OR event_timestamp IS NULL THEN 1 ELSE 0 END),
  SUM(CASE WHEN event_name IS NOT NULL AND event_timestamp IS NOT NULL AND user_pseudo_id IS NULL THEN 1 ELSE 0 END),
  SUM(CASE WHEN user_pseudo_id IS NOT NULL AND event_timestamp IS NOT NULL AND event_name IN ('first_visit', 'session_start', 'user_engagement', 'scroll') THEN 1 ELSE 0 END),
  MIN(event_date),
  MAX(event_date),
  SUM(CASE WHEN stream_id = 'simulated' THEN 1 ELSE 0 END)
FROM export
