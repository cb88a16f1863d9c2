// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { duckdbDialect, parameterKeys } from '../../src/observed/duckdbDialect.ts';
import { OBSERVED_QUERY_FILE } from '../../src/observed/readExport.ts';

const query = readFileSync(OBSERVED_QUERY_FILE, 'utf8');

describe('the observed query in DuckDB’s dialect', () => {
  it('reads each row’s parameters with list functions and sorts each visitor’s events as a list, leaving the rest as BigQuery has it', () => {
    const duckdb = duckdbDialect(query);
    expect(duckdb).not.toMatch(/FROM UNNEST/);
    expect(duckdb).not.toMatch(/STRING_AGG\([^)]*ORDER BY/);
    expect(duckdb).toContain("list_filter(event_params, lambda element: element.key IN ('page_location', 'exp_variant_string', 'value', 'question', 'answer'))");
    expect(duckdb).toContain("COALESCE(CASE WHEN element.key = 'page_location' THEN REGEXP_REPLACE(element.value.string_value, '[?#].*', '') ELSE element.value.string_value END, CAST(element.value.int_value AS STRING)");
    expect(duckdb).toContain("list_sort(LIST(struct_pack(k0 := event_timestamp, k1 := event_name, v := token))), lambda entry: entry.v), ' » ')");
    expect(duckdb).toContain("IFNULL(CONCAT(' purchase_revenue=', CAST(purchase_revenue AS STRING)), '')");
  });

  it('names what is missing when given a query that is not the observed one', () => {
    expect(() => duckdbDialect('SELECT COUNT(*) FROM events')).toThrow(/no subquery over its events’ parameters/);
    expect(() => duckdbDialect(query.replace(/ORDER BY event_timestamp, event_name/, ''))).toThrow(/no ordered aggregate/);
    expect(() => parameterKeys('SELECT 1')).toThrow(/reads no event parameter/);
  });

  it('keeps of a row’s parameters those the query reads', () => {
    expect(parameterKeys(query)).toEqual(['page_location', 'exp_variant_string', 'value', 'question', 'answer']);
  });
});
