import { closest } from './closest.ts';

export interface JsonSyntaxError {
  line: number;
  column: number;
  reason: string;
}

class Stop extends Error {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WORD = /[A-Za-z_$][\w$]*/y;

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/**
 * Finds the first syntax error in a JSON text and says it the way a person
 * fixes it. Node's own message gives a character offset at best (and nothing
 * for a mistyped `true`), and "Expected double-quoted property name" does not
 * tell a site owner that the real problem is a trailing comma. Returns
 * undefined for valid JSON.
 */
export function jsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let pos = 0;
  const char = () => text[pos];
  // A declaration, not an arrow, so TypeScript knows that code after a stop() is unreachable.
  function stop(reason: string, at = pos): never {
    throw new Stop(at, reason);
  }

  const skipSpace = () => {
    for (;;) {
      const c = char();
      if (c !== undefined && WHITESPACE.has(c)) pos += 1;
      else if (c === '/' && (text[pos + 1] === '/' || text[pos + 1] === '*')) stop('JSON has no comments: remove this one');
      else return;
    }
  };

  const readString = (): string => {
    const start = pos;
    pos += 1;
    for (;;) {
      const c = char();
      if (c === undefined) stop('a text value is not closed: a closing " is missing', start);
      if (c === '"') {
        pos += 1;
        return text.slice(start + 1, pos - 1);
      }
      if (c === '\n' || c === '\r') stop('a text value cannot run over the end of the line: close it with " (or write \\n for a line break)');
      if (c === '\\') {
        const next = text[pos + 1];
        if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(pos + 2, pos + 6))) pos += 6;
        else if (next !== undefined && ESCAPES.has(next)) pos += 2;
        else stop(`"\\${next ?? ''}" is not a valid escape: write \\\\ for a backslash`);
      } else pos += 1;
    }
  };

  const readValue = (): void => {
    skipSpace();
    const c = char();
    if (c === undefined) stop('the file ends where a value should be: a } or ] may be missing');
    if (c === '{') {
      readObject();
      return;
    }
    if (c === '[') {
      readArray();
      return;
    }
    if (c === '"') {
      readString();
      return;
    }
    if (c === "'") stop("text needs double quotes, not single quotes");
    if (c === '-' || (c >= '0' && c <= '9')) {
      NUMBER.lastIndex = pos;
      if (!NUMBER.test(text)) stop('not a valid number');
      if (/^-?0\d/.test(text.slice(pos, NUMBER.lastIndex + 1))) stop('a number cannot start with 0: write 7, not 07');
      pos = NUMBER.lastIndex;
      return;
    }
    WORD.lastIndex = pos;
    if (WORD.test(text)) {
      const word = text.slice(pos, WORD.lastIndex);
      if (word === 'true' || word === 'false' || word === 'null') {
        pos = WORD.lastIndex;
        return;
      }
      const literal = closest(word, ['true', 'false', 'null']);
      stop(literal === undefined ? `unexpected ${word}: text needs double quotes ("${word}")` : `unexpected ${word}: did you mean ${literal}?`);
    }
    stop(c === ',' || c === '}' || c === ']' ? `expected a value before "${c}"` : `unexpected "${c}" where a value should be`);
  };

  /** After a value inside { } or [ ]: a comma, or the closing bracket. */
  const readSeparator = (close: '}' | ']', what: string, valueEnd: number): boolean => {
    skipSpace();
    const c = char();
    if (c === ',') {
      pos += 1;
      return true;
    }
    if (c === close) {
      pos += 1;
      return false;
    }
    if (c === undefined) stop(`the file ends inside ${what}: a ${close} is missing`);
    if (c === '}' || c === ']') stop(`a "${close}" is missing before this "${c}"`);
    // A missing comma is usually at the end of the previous line, so point there.
    const newline = text.slice(valueEnd, pos).includes('\n');
    return stop(`expected "," or "${close}" here: is a comma missing${newline ? ' at the end of this line' : ''}?`, newline ? valueEnd : pos);
  };

  const readObject = (): void => {
    pos += 1;
    skipSpace();
    if (char() === '}') {
      pos += 1;
      return;
    }
    let comma = -1;
    for (;;) {
      skipSpace();
      const c = char();
      if (c === '}' && comma >= 0) stop('a comma before "}" is not allowed in JSON: remove it', comma);
      if (c === "'") stop('property names need double quotes, not single quotes');
      if (c !== '"') {
        WORD.lastIndex = pos;
        if (WORD.test(text)) stop(`property names need double quotes: "${text.slice(pos, WORD.lastIndex)}"`);
        if (c === undefined) stop('the file ends inside an object: a } is missing');
        stop(`expected a property name in double quotes, found "${c}"`);
      }
      const key = readString();
      skipSpace();
      if (char() !== ':') stop(`expected ":" after the property name "${key}"`);
      pos += 1;
      readValue();
      if (!readSeparator('}', 'an object', pos)) return;
      comma = pos - 1;
    }
  };

  const readArray = (): void => {
    pos += 1;
    skipSpace();
    if (char() === ']') {
      pos += 1;
      return;
    }
    for (;;) {
      readValue();
      if (!readSeparator(']', 'a list', pos)) return;
      const comma = pos - 1;
      skipSpace();
      if (char() === ']') stop('a comma before "]" is not allowed in JSON: remove it', comma);
    }
  };

  try {
    skipSpace();
    if (char() === undefined) stop('the file is empty: a config file holds one JSON object, { … }');
    readValue();
    skipSpace();
    if (char() !== undefined) stop('unexpected text after the end of the JSON: a stray } or ], or a missing [ or { earlier?');
    return undefined;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    return { ...lineAndColumn(text, error.offset), reason: error.reason };
  }
}
