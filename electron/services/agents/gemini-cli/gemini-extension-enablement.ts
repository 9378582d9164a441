/**
 * Gemini's per-extension switch (`gemini extensions disable/enable`), kept in
 * `~/.gemini/extensions/extension-enablement.json` as `{ "<name>": { "overrides": [rule…] } }`.
 * A rule is a folder, `!` in front to disable, `*` at the end for its subfolders too; the last
 * rule that matches the session's folder decides, and an extension no rule matches is enabled.
 * Written here rather than with a glob library because it must match Gemini's own small glob
 * (only `*`, anchored, escaped otherwise) exactly; checked in its bundle (0.61.0).
 */
export type ExtensionEnablement = ReadonlyMap<string, readonly string[]>;

type Table = Record<string, unknown>;
const isTable = (value: unknown): value is Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rules by extension name; an unreadable file has none (Gemini then enables every extension). */
export function readExtensionEnablement(text: string | null): ExtensionEnablement {
  const rules = new Map<string, string[]>();
  if (text === null) return rules;
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return rules;
  }
  if (!isTable(doc)) return rules;
  for (const [name, entry] of Object.entries(doc)) {
    const overrides = isTable(entry) ? entry['overrides'] : undefined;
    // Gemini's schema refuses the whole file when one entry is not { overrides: string[] }.
    if (!Array.isArray(overrides) || !overrides.every((rule) => typeof rule === 'string'))
      return new Map();
    rules.set(name, overrides as string[]);
  }
  return rules;
}

/** Whether the extension `name` is enabled for a session in `folder`. */
export function isExtensionEnabled(
  enablement: ExtensionEnablement,
  name: string,
  folder: string,
): boolean {
  const at = withSlashes(folder);
  let enabled = true;
  for (const rule of enablement.get(name) ?? []) {
    const disables = rule.startsWith('!');
    const base = disables ? rule.slice(1) : rule;
    if (ruleRegex(base).test(at)) enabled = !disables;
  }
  return enabled;
}

/** Gemini's ensureLeadingAndTrailingSlash: forward slashes, one at each end. */
function withSlashes(folder: string): string {
  let result = folder.replace(/\\/g, '/');
  if (!result.startsWith('/')) result = `/${result}`;
  if (!result.endsWith('/')) result = `${result}/`;
  return result;
}

/** Gemini's globToRegex: `*` (with the slash before it) matches any rest, all else literally. */
function ruleRegex(glob: string): RegExp {
  const pattern = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/(\/?)\*/g, '($1.*)?');
  return new RegExp(`^${pattern}$`);
}
