-- What a funnel did, from GA4's BigQuery export: one row per visitor journey
-- (the visitor's events in time order, each as "name page_location [extra]",
-- joined by " » "), with how many visitors made exactly that journey, and the
-- rows that cannot be read, counted by reason. Routes, steps and statistics
-- are worked out from the journeys by src/observed/ (npm run observed).
--
-- On BigQuery, replace `events` with your export's tables, e.g.
-- `my-project.analytics_123456789.events_202611*` for November 2026; the
-- wildcard's dates are the date range. Nothing else changes.
WITH readable AS (
  SELECT
    user_pseudo_id AS visitor,
    event_timestamp,
    event_name,
    event_date,
    CONCAT(
      event_name,
      ' ',
      IFNULL((SELECT value.string_value FROM UNNEST(event_params) WHERE key = 'page_location'), '-'),
      ' ',
      CASE
        WHEN event_name = 'experience_impression'
          THEN IFNULL((SELECT value.string_value FROM UNNEST(event_params) WHERE key = 'exp_variant_string'), '-')
        WHEN event_name = 'purchase'
          THEN CAST(COALESCE(
            ecommerce.purchase_revenue,
            (SELECT COALESCE(value.double_value, value.int_value) FROM UNNEST(event_params) WHERE key = 'value'),
            0) AS STRING)
        WHEN event_name = 'select_content'
          THEN CONCAT(
            IFNULL((SELECT value.string_value FROM UNNEST(event_params) WHERE key = 'question'), '-'),
            '=',
            IFNULL((SELECT value.string_value FROM UNNEST(event_params) WHERE key = 'answer'), '-'))
        ELSE '-'
      END
    ) AS token
  FROM events
),
journeys AS (
  SELECT visitor, STRING_AGG(token, ' » ' ORDER BY event_timestamp, event_name) AS journey
  FROM readable
  WHERE visitor IS NOT NULL AND event_name IS NOT NULL AND event_timestamp IS NOT NULL
    AND event_name NOT IN ('first_visit', 'session_start', 'user_engagement', 'scroll')
  GROUP BY visitor
)
SELECT 'journey' AS kind, journey AS detail, COUNT(*) AS visitors
FROM journeys
GROUP BY journey
UNION ALL
SELECT 'malformed row', 'no event_name or event_timestamp', COUNT(*)
FROM readable
WHERE event_name IS NULL OR event_timestamp IS NULL
UNION ALL
SELECT 'no user_pseudo_id', 'a bot or a visitor without consent', COUNT(*)
FROM readable
WHERE visitor IS NULL AND event_name IS NOT NULL AND event_timestamp IS NOT NULL
UNION ALL
SELECT 'automatic', 'GA4''s own first_visit, session_start, user_engagement and scroll: no step of a funnel', COUNT(*)
FROM readable
WHERE visitor IS NOT NULL AND event_timestamp IS NOT NULL
  AND event_name IN ('first_visit', 'session_start', 'user_engagement', 'scroll')
UNION ALL
SELECT 'first date', MIN(event_date), COUNT(*)
FROM readable
WHERE event_name IS NOT NULL
UNION ALL
SELECT 'last date', MAX(event_date), COUNT(*)
FROM readable
WHERE event_name IS NOT NULL
