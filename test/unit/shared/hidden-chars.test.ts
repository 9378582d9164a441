import { describe, expect, test } from 'vitest';

import { HIDDEN_CHAR, revealHiddenChars } from '../../../shared/security/hidden-chars';

describe('hidden characters', () => {
  test('writes out each direction control and zero-width character as its code point', () => {
    expect(revealHiddenChars('rm -rf ~ #\u202eefas ohce\u202c')).toBe(
      'rm -rf ~ #[U+202E]efas ohce[U+202C]',
    );
    expect(revealHiddenChars('a\u2066b\u2069c\u200bd\ufeffe\u200ef\u061c')).toBe(
      'a[U+2066]b[U+2069]c[U+200B]d[U+FEFF]e[U+200E]f[U+061C]',
    );
  });

  test('writes out control characters but tab and line breaks', () => {
    expect(revealHiddenChars('a\u0000b\u001b[31mc\u007fd\u0085e')).toBe(
      'a[U+0000]b[U+001B][31mc[U+007F]d[U+0085]e',
    );
    expect(revealHiddenChars('a\tb\nc\r\n')).toBe('a\tb\nc\r\n');
  });

  test('leaves joiners (emoji, scripts that need them), other scripts and plain text alone', () => {
    for (const text of ['👩\u200d💻', 'क्\u200dष', 'שלום עולם', '中文命令', 'echo "{}"'])
      expect(revealHiddenChars(text)).toBe(text);
    expect('x\u200dy'.search(HIDDEN_CHAR)).toBe(-1);
  });
});
