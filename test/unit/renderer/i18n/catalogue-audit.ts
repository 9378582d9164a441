import fs from 'node:fs';
import path from 'node:path';

/** A source file's path (for messages) and text. */
export interface SourceText {
  file: string;
  text: string;
}

const CALL = /\b(?:t|msg|rich)\(\s*(['"`])(.*?)\1/g;
const KEY = /^[\w.-]+$/;

/** Every .ts/.tsx file below a folder, read. */
export function readSources(folder: string): SourceText[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return readSources(full);
    return /\.tsx?$/.test(entry.name)
      ? [{ file: path.relative(folder, full), text: fs.readFileSync(full, 'utf8') }]
      : [];
  });
}

/**
 * The message keys the sources look up: literal `t('…')`, `rich('…')` and `msg('…')` calls. A call whose key
 * is not a plain literal (a template with `${…}`, a variable) is returned in `dynamic`, because the
 * scan cannot see which key it uses.
 */
export function scanKeys(sources: readonly SourceText[]): { keys: Set<string>; dynamic: string[] } {
  const keys = new Set<string>();
  const dynamic: string[] = [];
  for (const { file, text } of sources) {
    for (const match of text.matchAll(CALL)) {
      const key = match[2] ?? '';
      if (KEY.test(key)) keys.add(key);
      else dynamic.push(`${file}: ${key}`);
    }
  }
  return { keys, dynamic };
}

/** Keys the code uses that the catalogue lacks. */
export function missingKeys(used: ReadonlySet<string>, catalogue: object): string[] {
  return [...used].filter((key) => !(key in catalogue)).sort();
}

/** Keys of the catalogue that nothing uses (`alsoLive`: keys looked up by code, e.g. reasons). */
export function unusedKeys(
  catalogue: object,
  used: ReadonlySet<string>,
  alsoLive: readonly string[] = [],
): string[] {
  const live = new Set([...used, ...alsoLive]);
  return Object.keys(catalogue)
    .filter((key) => !live.has(key))
    .sort();
}
