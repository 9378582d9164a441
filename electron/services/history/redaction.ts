import {
  DEFAULT_PREFILTER,
  DEFAULT_REDACTION_RULES,
  isSecretKey,
  type RedactionRule,
} from './redaction-rules';

export type { RedactionRule } from './redaction-rules';

/** A rule as a user writes it in settings. */
export interface RedactionRuleSource {
  name: string;
  pattern: string;
  flags?: string;
}

/** Which rules and sensitive keys a Redactor applies. */
export interface RedactionOptions {
  /** Replaces the default rules when given. */
  rules?: RedactionRule[];
  /** Added after the rules; invalid patterns are reported by `compileRedactionRules`. */
  extraRules?: RedactionRule[];
  /** Which object keys have string values that are always redacted; null turns this off. */
  sensitiveKeys?: ((key: string) => boolean) | null;
}

/**
 * Compiles user rules. A rule whose pattern does not compile is returned in `invalid` with the
 * reason instead of throwing.
 */
export function compileRedactionRules(sources: readonly RedactionRuleSource[]): {
  rules: RedactionRule[];
  invalid: { name: string; reason: string }[];
} {
  const rules: RedactionRule[] = [];
  const invalid: { name: string; reason: string }[] = [];
  for (const source of sources) {
    try {
      const flags = new Set([...(source.flags ?? ''), 'g']);
      rules.push({ name: source.name, pattern: new RegExp(source.pattern, [...flags].join('')) });
    } catch (error) {
      invalid.push({ name: source.name, reason: (error as Error).message });
    }
  }
  return { rules, invalid };
}

/**
 * Replaces secrets in strings and in values of sensitive keys, deep, without mutating its input.
 * It never throws: values that are not JSON-like (functions, symbols) come back unchanged. It is
 * idempotent: a marker is never matched again, by its own rule or another one.
 */
export class Redactor {
  readonly #defaults: readonly RedactionRule[];
  readonly #custom: readonly RedactionRule[];
  readonly #keys: ((key: string) => boolean) | null;

  constructor(options: RedactionOptions = {}) {
    this.#defaults = options.rules ? [] : DEFAULT_REDACTION_RULES;
    this.#custom = [...(options.rules ?? []), ...(options.extraRules ?? [])];
    this.#keys = options.sensitiveKeys === undefined ? isSecretKey : options.sensitiveKeys;
  }

  /** The string with every match of every rule replaced by its marker. */
  redactString(text: string): string {
    let out = text;
    if (DEFAULT_PREFILTER.test(out)) out = applyRules(out, this.#defaults);
    return this.#custom.length ? applyRules(out, this.#custom) : out;
  }

  /** A copy of a JSON-like value with every string redacted. */
  redactValue<T>(value: T): T {
    return this.#walk(value, null) as T;
  }

  #walk(value: unknown, key: string | null): unknown {
    if (typeof value === 'string') {
      if (key !== null && value !== '' && this.#keys?.(key)) return `[REDACTED:${keyName(key)}]`;
      return this.redactString(value);
    }
    if (Array.isArray(value)) return value.map((item) => this.#walk(item, null));
    if (value !== null && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [name, item] of Object.entries(value)) out[name] = this.#walk(item, name);
      return out;
    }
    return value;
  }
}

/** A marker a rule left; the text between markers is what the next rules look at. */
const MARKER = /(\[REDACTED:[^\]\n]*\])/;

function applyRules(text: string, rules: readonly RedactionRule[]): string {
  let out = text;
  for (const rule of rules) {
    if (!out.includes('[REDACTED:')) {
      out = applyRule(out, rule);
      continue;
    }
    // Split around markers so that no rule sees one (`https://[REDACTED:x]@host` has no
    // password) and a second pass finds nothing new.
    const parts = out.split(MARKER);
    for (let i = 0; i < parts.length; i += 2) parts[i] = applyRule(parts[i] as string, rule);
    out = parts.join('');
  }
  return out;
}

function applyRule(text: string, rule: RedactionRule): string {
  rule.pattern.lastIndex = 0;
  return text.replace(rule.pattern, (...args: unknown[]) => {
    const groups = args.at(-1) as Record<string, string | undefined> | undefined;
    const pre = typeof groups === 'object' && groups ? (groups.pre ?? '') : '';
    const post = typeof groups === 'object' && groups ? (groups.post ?? '') : '';
    return `${pre}[REDACTED:${rule.name}]${post}`;
  });
}

function keyName(key: string): string {
  if (/pass/i.test(key)) return 'password';
  if (/secret/i.test(key)) return 'secret';
  return /key/i.test(key) ? 'api-key' : 'token';
}
