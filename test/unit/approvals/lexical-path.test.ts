import path from 'node:path';

import { describe, expect, test } from 'vitest';

import { lexicalPath } from '../../../electron/services/approvals/lexical-path';

// What lexicalPath promises: Node's own normalize, Windows rules for Windows paths.
function normalized(raw: string): string {
  if (raw === '') return raw;
  return /^(?:[A-Za-z]:[\\/]|\\\\)/.test(raw)
    ? path.win32.normalize(raw)
    : path.posix.normalize(raw);
}

/** Every string of up to `length` characters from `alphabet`. */
function* strings(alphabet: string, length: number, prefix = ''): Generator<string> {
  yield prefix;
  if (length > 0) for (const char of alphabet) yield* strings(alphabet, length - 1, prefix + char);
}

describe('lexicalPath', () => {
  test('collapses . and .. segments and doubled separators', () => {
    expect(lexicalPath('/work/app/../../etc/passwd')).toBe('/etc/passwd');
    expect(lexicalPath('/work//app/./src/')).toBe('/work/app/src/');
    expect(lexicalPath('src/../../x')).toBe('../x');
    expect(lexicalPath('C:/work/app/../x')).toBe('C:\\work\\x');
    expect(lexicalPath('/work/app/.hidden/..dots/...')).toBe('/work/app/.hidden/..dots/...');
  });

  // The common path is returned as it came, unnormalized: this checks that "as it came" is its
  // normal form for every short path made of the characters that matter.
  test('is Node normalize for every path of up to 6 of / . \\ : C a', () => {
    const differing: string[] = [];
    for (const raw of strings('/.\\:Ca', 6))
      if (lexicalPath(raw) !== normalized(raw)) differing.push(raw);
    expect(differing).toEqual([]);
  });
});
