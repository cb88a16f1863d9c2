// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonSyntaxError } from '../../src/config/messages/jsonSyntaxError.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('a JSON syntax error is located by line and column and said as a fix', () => {
  it.each([
    ['{\n  "a": 1,\n}', 2, 9, 'a comma before "}" is not allowed in JSON: remove it'],
    ['{ "a": [1, 2,] }', 1, 13, 'a comma before "]" is not allowed in JSON: remove it'],
    ['{\n  "a": 1\n  "b": 2\n}', 2, 9, 'expected "," or "}" here: is a comma missing at the end of this line?'],
    ['{ title: "x" }', 1, 3, 'property names need double quotes: "title"'],
    ["{ 'a': 1 }", 1, 3, 'property names need double quotes, not single quotes'],
    ['{ "a": tru }', 1, 8, 'unexpected tru: did you mean true?'],
    ['{ "a": hello }', 1, 8, 'unexpected hello: text needs double quotes ("hello")'],
    ['{ "a": 1, // why\n "b": 2 }', 1, 11, 'JSON has no comments: remove this one'],
    ['{ "a": [1, 2 }', 1, 14, 'a "]" is missing before this "}"'],
    ['{ "a": {', 1, 9, 'the file ends inside an object: a } is missing'],
    ['{ "a": 1 } }', 1, 12, 'unexpected text after the end of the JSON: a stray } or ], or a missing [ or { earlier?'],
    ['', 1, 1, 'the file is empty: a config file holds one JSON object, { … }'],
  ])('%j', (text, line, column, reason) => {
    expect(() => JSON.parse(text) as unknown).toThrow();
    expect(jsonSyntaxError(text)).toEqual({ line, column, reason });
  });

  it('finds nothing wrong in valid JSON, such as every funnel file', () => {
    for (const file of readdirSync(path.join(root, 'funnels'))) {
      expect(jsonSyntaxError(readFileSync(path.join(root, 'funnels', file), 'utf8')), file).toBeUndefined();
    }
    expect(jsonSyntaxError('{ "a": [1, -2.5e3, true, false, null, "\\u00e9\\n"], "b": {} }')).toBeUndefined();
  });
});
