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
      enabled: hooksEnabled(config['enabled']),
      disabled: Array.isArray(config['disabled'])
        ? config['disabled'].filter((d): d is string => typeof d === 'string')
        : [],
    },
  };
}

/**
 * `hooksConfig.enabled` as Gemini takes it (checked in its bundle and with the real gemini
 * 0.61.0): its settings schema turns "true" and "false" (any case) into booleans; a value the
 * schema refuses is kept as written, with a warning, and Gemini runs hooks when it is truthy or
 * unset, so 0 and "" switch every hook off. Unset or null: not set. (A "false" in a file that
 * fails Gemini's schema elsewhere stays a string, which is truthy: that case is not modelled.)
 */
function hooksEnabled(value: unknown): boolean | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    if (lower === 'true' || lower === 'false') return lower === 'true';
  }
  return Boolean(value);
}
