import { type ParseError, printParseErrorCode } from 'jsonc-parser';

import type { HookEntry } from '../../../shared/schemas/hook';

type SourcePosition = NonNullable<HookEntry['position']>;

/** Where a JSON file first breaks, and how, in words a person reads (not jsonc-parser's codes). */
export interface JsonSyntaxError extends SourcePosition {
  message: string;
}

/** The first error of a parse, placed at its line and column (`positionAt`, see line-index.ts). */
export function locateJsonSyntaxError(
  text: string,
  error: ParseError,
  positionAt: (offset: number) => SourcePosition,
): JsonSyntaxError {
  const message = describeJsonSyntaxError(text, error);
  // Point at the comma itself, not at the bracket after it.
  const offset = message === 'trailing comma' ? text.lastIndexOf(',', error.offset) : error.offset;
  return { ...positionAt(offset), message };
}

function describeJsonSyntaxError(text: string, error: ParseError): string {
  const code = printParseErrorCode(error.error);
  switch (code) {
    case 'InvalidCommentToken':
      return 'comments are not allowed in JSON';
    case 'InvalidSymbol':
      return text.charCodeAt(error.offset) === 0xfeff
        ? 'the file starts with a byte-order mark (BOM)'
        : `unexpected character ${JSON.stringify(text.charAt(error.offset))}`;
    case 'PropertyNameExpected':
    case 'ValueExpected':
      if (/,\s*$/.test(text.slice(0, error.offset))) return 'trailing comma';
      return code === 'ValueExpected' ? 'a value is expected' : 'a property name is expected';
    case 'CommaExpected':
      return 'a comma is missing';
    case 'ColonExpected':
      return 'a colon is missing';
    case 'CloseBraceExpected':
      return 'a closing "}" is missing';
    case 'CloseBracketExpected':
      return 'a closing "]" is missing';
    case 'EndOfFileExpected':
      return 'unexpected text after the end of the JSON value';
    case 'UnexpectedEndOfString':
      return 'a string is not closed';
    default:
      return 'invalid JSON';
  }
}
