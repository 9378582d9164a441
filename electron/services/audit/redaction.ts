/**
 * One secret pattern. A match is replaced by `[REDACTED:<name>]`; the named groups `pre` and
 * `post`, when the pattern has them, are kept around the marker (`TOKEN=` stays readable).
 */
export interface RedactionRule {
  name: string;
  pattern: RegExp;
}

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
  /** Object keys whose string values are always redacted; null turns key matching off. */
  sensitiveKeys?: RegExp | null;
}

const ENV_NAME = '[A-Z0-9_]*(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIALS?)[A-Z0-9_]*';
const KV_NAME =
  '(?:[a-z0-9]+[_-])*(?:api[_-]?key|apikey|access[_-]?key|secret|token|password|passwd)';
const VALUE = `(?!\\[REDACTED)(?:"[^"\\n]*"|'[^'\\n]*'|[^\\s"'&;,]+)`;

/** Redaction rules applied by default, most specific first. */
export const DEFAULT_REDACTION_RULES: readonly RedactionRule[] = [
  {
    name: 'private-key',
    pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/g,
  },
  {
    name: 'json-secret',
    pattern: new RegExp(`(?<pre>"${KV_NAME}"\\s*:\\s*")(?:[^"\\\\]|\\\\.)+(?<post>")`, 'gi'),
  },
  {
    name: 'token',
    pattern: /(?<pre>\bAuthorization\s*[:=]\s*(?:Basic\s+|Bearer\s+)?)[^\s"',;]{6,}/gi,
  },
  { name: 'token', pattern: /(?<pre>\bBearer\s+)[A-Za-z0-9._~+/=-]{8,}/gi },
  { name: 'api-key', pattern: /\bsk-(?:ant-)?[A-Za-z0-9_-]{16,}/g },
  { name: 'aws-key', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  {
    name: 'github-token',
    pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})/g,
  },
  { name: 'slack-token', pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}/g },
  { name: 'jwt', pattern: /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  { name: 'env', pattern: new RegExp(`(?<pre>\\b${ENV_NAME}=)${VALUE}`, 'g') },
  { name: 'secret', pattern: new RegExp(`(?<pre>\\b${KV_NAME}\\s*[=:]\\s*)${VALUE}`, 'gi') },
  {
    name: 'url-password',
    pattern: /(?<pre>\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:)[^\s@/]+(?<post>@)/gi,
  },
];

/** Keys whose string values are secrets whatever they look like. */
export const DEFAULT_SENSITIVE_KEYS =
  /^(?:.*[_-])?(?:password|passwd|secret|token|api[_-]?key|apikey|authorization|cookie|credentials?|private[_-]?key|access[_-]?key)$/i;

// Every default rule needs one of these words; a string without them skips the default rules.
const DEFAULT_PREFILTER =
  /key|token|secret|pass|pwd|auth|bearer|basic|sk-|AKIA|ASIA|gh[pousr]_|github_pat_|xox|PRIVATE|eyJ|credential|:\/\//i;

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
 * It never throws: values that are not JSON-like (functions, symbols) come back unchanged.
 */
export class Redactor {
  readonly #defaults: readonly RedactionRule[];
  readonly #custom: readonly RedactionRule[];
  readonly #keys: RegExp | null;

  constructor(options: RedactionOptions = {}) {
    this.#defaults = options.rules ? [] : DEFAULT_REDACTION_RULES;
    this.#custom = [...(options.rules ?? []), ...(options.extraRules ?? [])];
    this.#keys =
      options.sensitiveKeys === undefined ? DEFAULT_SENSITIVE_KEYS : options.sensitiveKeys;
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
      if (key !== null && value !== '' && this.#keys?.test(key))
        return `[REDACTED:${keyName(key)}]`;
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

function applyRules(text: string, rules: readonly RedactionRule[]): string {
  let out = text;
  for (const rule of rules) {
    rule.pattern.lastIndex = 0;
    out = out.replace(rule.pattern, (...args: unknown[]) => {
      const groups = args.at(-1) as Record<string, string | undefined> | undefined;
      const pre = typeof groups === 'object' && groups ? (groups.pre ?? '') : '';
      const post = typeof groups === 'object' && groups ? (groups.post ?? '') : '';
      return `${pre}[REDACTED:${rule.name}]${post}`;
    });
  }
  return out;
}

function keyName(key: string): string {
  if (/pass/i.test(key)) return 'password';
  if (/secret/i.test(key)) return 'secret';
  return /key/i.test(key) ? 'api-key' : 'token';
}
