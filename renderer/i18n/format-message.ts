/** One run of message text; `code` runs are agent terms shown in code style. */
export interface Segment {
  text: string;
  code: boolean;
}

export type MessageParams = Record<string, string | number>;

/** Params that may also be ready-made segments (a list whose items are partly agent terms). */
export type RichParams = Record<string, string | number | readonly Segment[]>;

export interface FormatOptions {
  /** For `{n, plural, one {# item} other {# items}}`. */
  locale: string;
  /** Params shown in code style wherever they appear (event names, file names). */
  codeParams?: ReadonlySet<string>;
  /** Formats number params (counts) for the locale; without it numbers are shown as sent. */
  numbers?: Intl.NumberFormat;
}

const PLURAL = /\{(\w+), plural,((?:\s*[=\w]+\s*\{[^{}]*\})+)\s*\}/g;
const PLURAL_BRANCH = /([=\w]+)\s*\{([^{}]*)\}/g;
const PARAM = /\{(\w+)\}/g;

function resolvePlurals(template: string, params: RichParams, locale: string): string {
  return template.replace(PLURAL, (whole, name: string, body: string) => {
    const value = params[name];
    if (typeof value !== 'number') return whole;
    const branches = new Map<string, string>();
    for (const [, selector, text] of body.matchAll(PLURAL_BRANCH)) {
      branches.set(selector ?? '', text ?? '');
    }
    const category = new Intl.PluralRules(locale).select(value);
    const chosen =
      branches.get(`=${value}`) ?? branches.get(category) ?? branches.get('other') ?? '';
    return chosen.replaceAll('#', new Intl.NumberFormat(locale).format(value));
  });
}

function fillRun(
  run: string,
  code: boolean,
  params: RichParams,
  options: FormatOptions,
): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const match of run.matchAll(PARAM)) {
    const name = match[1] ?? '';
    if (!(name in params)) continue;
    const index = match.index;
    if (index > last) out.push({ text: run.slice(last, index), code });
    const value = params[name] ?? '';
    if (typeof value === 'object') {
      out.push(...value.map((segment) => ({ text: segment.text, code: code || segment.code })));
    } else {
      const text =
        typeof value === 'number' && options.numbers
          ? options.numbers.format(value)
          : String(value);
      out.push({ text, code: code || (options.codeParams?.has(name) ?? false) });
    }
    last = index + match[0].length;
  }
  if (last < run.length) out.push({ text: run.slice(last), code });
  return out;
}

/**
 * Formats a catalogue template into segments: plural blocks first, then `` `code` `` runs, then
 * `{param}` placeholders. An unknown placeholder stays as written so a missing param is visible
 * rather than silently blank. Adjacent runs of the same kind are merged.
 */
export function formatSegments(
  template: string,
  params: RichParams,
  options: FormatOptions,
): Segment[] {
  const resolved = resolvePlurals(template, params, options.locale);
  const runs = resolved.split('`');
  const segments = runs.flatMap((run, index) => fillRun(run, index % 2 === 1, params, options));
  return segments.reduce<Segment[]>((merged, segment) => {
    const previous = merged.at(-1);
    if (previous && previous.code === segment.code) previous.text += segment.text;
    else if (segment.text) merged.push({ ...segment });
    return merged;
  }, []);
}

/** The plain text of a formatted message, for titles, aria-labels and other attributes. */
export function segmentsToText(segments: readonly Segment[]): string {
  return segments.map((segment) => segment.text).join('');
}
