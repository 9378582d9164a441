import { parse, type ParseError } from 'jsonc-parser';

import { JSON_PARSE_OPTIONS } from '../../editing/json-document';
import { locateJsonSyntaxError } from '../json-syntax-error';
import { lineIndex } from '../line-index';
import type { TextRead } from '../probe-text';

export interface GeminiSettings {
  hooks: unknown;
  /** `hooksConfig.enabled`; null when not set. */
  enabled: boolean | null;
  /** `hooksConfig.disabled` (only strings count). */
  disabled: string[];
}

export type GeminiSettingsRead =
  | { state: 'missing' }
  | { state: 'invalid'; message: string }
  | { state: 'ok'; settings: GeminiSettings };

type Table = Record<string, unknown>;
const isTable = (value: unknown): value is Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads one Gemini settings file (JSON with comments, as Gemini strips them). Only
 * `hooksConfig.*` switches hooks; the `hooks.enabled`/`hooks.disabled` spelling some docs use
 * is ignored by the client (spec §2), so it is ignored here too.
 */
export function readGeminiSettings(read: TextRead): GeminiSettingsRead {
  if (read.kind === 'missing') return { state: 'missing' };
  if (read.kind === 'error') return { state: 'invalid', message: read.message };
  const errors: ParseError[] = [];
  const doc: unknown = parse(read.text, errors, JSON_PARSE_OPTIONS.comments);
  const first = errors[0];
  if (first) {
    const { message, line, column } = locateJsonSyntaxError(read.text, first, lineIndex(read.text));
    return { state: 'invalid', message: `${message} at line ${line}, column ${column}` };
  }
  if (read.text.trim() === '')
    return { state: 'ok', settings: { hooks: null, enabled: null, disabled: [] } };
  if (!isTable(doc)) return { state: 'invalid', message: 'the top level is not an object' };
  const config = isTable(doc['hooksConfig']) ? doc['hooksConfig'] : {};
  return {
    state: 'ok',
    settings: {
      hooks: doc['hooks'],
      enabled: typeof config['enabled'] === 'boolean' ? config['enabled'] : null,
      disabled: Array.isArray(config['disabled'])
        ? config['disabled'].filter((d): d is string => typeof d === 'string')
        : [],
    },
  };
}
