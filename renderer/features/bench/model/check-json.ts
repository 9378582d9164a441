/** Why a text is not the JSON object it should be; each has a message in the catalogues. */
export type JsonProblem =
  | 'empty'
  | 'unexpected-end'
  | 'expected-value'
  | 'expected-property-name'
  | 'expected-colon'
  | 'expected-comma-or-brace'
  | 'expected-comma-or-bracket'
  | 'bad-escape'
  | 'control-character'
  | 'bad-number'
  | 'trailing-content'
  | 'not-object';

export interface JsonError {
  problem: JsonProblem;
  /** Where the problem is: 0-based offset, and the 1-based line and column an editor shows. */
  offset: number;
  line: number;
  column: number;
  /** The character found there, when one was (for "expected `,` or `}`, found `"`"). */
  found: string | null;
}

export type JsonCheck =
  { ok: true; value: Record<string, unknown> } | { ok: false; error: JsonError };

class Stop {
  constructor(
    readonly problem: JsonProblem,
    readonly offset: number,
  ) {}
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const SIMPLE_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const HEX4 = /^[0-9a-fA-F]{4}$/;

/**
 * Finds the first place where `text` stops being JSON, walking it the way the JSON grammar
 * (RFC 8259) does. Only called on text JSON.parse rejected, to explain why in words and point at
 * the spot; null when it cannot tell.
 */
function locateProblem(text: string): Stop | null {
  let at = 0;
  const skipSpace = () => {
    while (at < text.length && WHITESPACE.has(text[at] ?? '')) at++;
  };
  const expect = (problem: JsonProblem): never => {
    throw new Stop(at >= text.length ? 'unexpected-end' : problem, at);
  };
  const string = () => {
    at++;
    for (;;) {
      const char = text[at];
      if (char === undefined) expect('unexpected-end');
      if (char === '"') {
        at++;
        return;
      }
      if (char === '\\') {
        const next = text[at + 1];
        if (next === undefined) throw new Stop('unexpected-end', at + 1);
        if (SIMPLE_ESCAPES.has(next)) at += 2;
        else if (next === 'u' && HEX4.test(text.slice(at + 2, at + 6))) at += 6;
        else throw new Stop('bad-escape', at);
      } else if ((char ?? '').charCodeAt(0) < 0x20) {
        throw new Stop('control-character', at);
      } else {
        at++;
      }
    }
  };
  const sequence = (close: string, missing: JsonProblem, item: () => void) => {
    at++;
    skipSpace();
    if (text[at] === close) {
      at++;
      return;
    }
    for (;;) {
      item();
      skipSpace();
      if (text[at] === close) {
        at++;
        return;
      }
      if (text[at] !== ',') expect(missing);
      at++;
    }
  };
  const member = () => {
    skipSpace();
    if (text[at] !== '"') expect('expected-property-name');
    string();
    skipSpace();
    if (text[at] !== ':') expect('expected-colon');
    at++;
    value();
  };
  const value = (): void => {
    skipSpace();
    const char = text[at];
    if (char === '{') return sequence('}', 'expected-comma-or-brace', member);
    if (char === '[') return sequence(']', 'expected-comma-or-bracket', value);
    if (char === '"') return string();
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) {
      NUMBER.lastIndex = at;
      const match = NUMBER.exec(text);
      if (!match) throw new Stop('bad-number', at);
      at += match[0].length;
      return;
    }
    const word = ['true', 'false', 'null'].find((literal) => text.startsWith(literal, at));
    if (!word) expect('expected-value');
    at += word?.length ?? 0;
  };
  try {
    value();
    skipSpace();
    return at < text.length ? new Stop('trailing-content', at) : null;
  } catch (error) {
    // A RangeError from nesting deeper than the stack allows says nothing about where.
    if (error instanceof Stop) return error;
    return null;
  }
}

function errorAt(text: string, problem: JsonProblem, offset: number): JsonError {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - (before.lastIndexOf('\n') + 1) + 1;
  const char = text[offset];
  const found = char === undefined || WHITESPACE.has(char) ? null : char;
  return { problem, offset, line, column, found };
}

/**
 * Parses text that must hold one JSON object (a hook payload, a tool input). JSON.parse decides
 * what is valid; when it refuses, the problem is named and placed at a line and column. Never
 * throws.
 */
export function checkJsonObject(text: string): JsonCheck {
  if (text.trim() === '') return { ok: false, error: errorAt(text, 'empty', 0) };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const stop = locateProblem(text);
    return {
      ok: false,
      error: errorAt(text, stop?.problem ?? 'expected-value', stop?.offset ?? 0),
    };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, error: errorAt(text, 'not-object', text.search(/\S/)) };
  }
  return { ok: true, value: value as Record<string, unknown> };
}
