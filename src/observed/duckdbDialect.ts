/**
 * BigQuery's correlated subquery over an array's elements, as observedQuery.sql
 * writes it: `(SELECT STRING_AGG(expression, 'separator') FROM UNNEST(array)
 * WHERE key IN (…))`, the elements' fields (`key`, `value`) as columns.
 */
const ELEMENT_SUBQUERY = /\(\s*SELECT STRING_AGG\(([\s\S]+?), '([^']*)'\)\s+FROM UNNEST\((\w+)\)\s+WHERE (\w+ IN \([^)]*\))\s*\)/g;

/** BigQuery's ordered aggregate of one column, `STRING_AGG(column, 'separator' ORDER BY a, b)`. */
const ORDERED_AGGREGATE = /STRING_AGG\((\w+), '([^']*)' ORDER BY (\w+(?:, \w+)*)\)/g;

/** The element fields a BigQuery UNNEST gives as columns: here read off a lambda's parameter. */
const ELEMENT_FIELD = /(?<![.\w])(key|value)\b/g;

/** Applies `change` to the text outside single-quoted SQL strings only, so that a literal such as 'value' is never rewritten. */
function outsideStrings(sql: string, change: (code: string) => string): string {
  return sql
    .split(/('(?:[^']|'')*')/)
    .map((part, index) => (index % 2 === 1 ? part : change(part)))
    .join('');
}

/**
 * The constructs DuckDB runs differently from BigQuery, rewritten for DuckDB;
 * everything else in observedQuery.sql is common SQL. Both rewrites give the
 * same values as the BigQuery forms (an empty selection is '' in one and NULL
 * in the other, which the query's IFNULL makes '' in both):
 *
 * - A correlated subquery over `UNNEST(event_params)`: DuckDB decorrelates it
 *   into joins over every row (a third of a month's read, and most of its
 *   memory), where its list functions filter and join each row's own
 *   parameters in place (`list_filter`, `list_transform`, `array_to_string`).
 * - `STRING_AGG(token, sep ORDER BY …)` per visitor: DuckDB's ordered
 *   aggregate sorts each of 100,000 small groups on its own; collecting each
 *   group's (order keys, token) as a list and sorting it (`list_sort`) gives
 *   the same order at half the cost.
 */
export function duckdbDialect(query: string): string {
  let subqueries = 0;
  let aggregates = 0;
  const rewritten = query
    .replace(ELEMENT_SUBQUERY, (_match, expression: string, separator: string, array: string, condition: string) => {
      subqueries += 1;
      const onElement = (sql: string) => outsideStrings(sql, (code) => code.replace(ELEMENT_FIELD, 'element.$1'));
      return `array_to_string(list_transform(list_filter(${array}, lambda element: ${onElement(condition)}), lambda element: ${onElement(expression)}), '${separator}')`;
    })
    .replace(ORDERED_AGGREGATE, (_match, column: string, separator: string, order: string) => {
      aggregates += 1;
      const keys = order.split(', ').map((key, index) => `k${String(index)} := ${key}`);
      return `array_to_string(list_transform(list_sort(LIST(struct_pack(${keys.join(', ')}, v := ${column}))), lambda entry: entry.v), '${separator}')`;
    });
  if (subqueries === 0 || aggregates === 0) {
    throw new Error(`the observed query has no ${subqueries === 0 ? 'subquery over its events’ parameters ((SELECT STRING_AGG(…) FROM UNNEST(event_params) WHERE key IN (…)))' : 'ordered aggregate (STRING_AGG(token, … ORDER BY …))'} for DuckDB: is it observedQuery.sql?`);
  }
  return rewritten;
}

/** The event parameters the query reads, from its `key IN (…)`: the only ones worth keeping of a row's parameters. */
export function parameterKeys(query: string): string[] {
  const keys = [...query.matchAll(/\bkey IN \(([^)]*)\)/g)].flatMap((match) => [...(match[1] ?? '').matchAll(/'((?:[^']|'')*)'/g)].map((key) => (key[1] ?? '').replaceAll("''", "'")));
  if (keys.length === 0) throw new Error('the observed query reads no event parameter (key IN (…)): is it observedQuery.sql?');
  return [...new Set(keys)];
}
