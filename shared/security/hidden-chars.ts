/**
 * Characters that change how text shows without showing themselves: the bidirectional controls
 * (U+202A–U+202E, U+2066–U+2069, the marks U+200E, U+200F, U+061C), which reorder what follows
 * them ("Trojan Source": a command that reads as harmless runs something else), and zero-width
 * ones (U+200B, U+2060, U+FEFF) that hide inside words. Joiners (U+200C, U+200D) are left out:
 * emoji and several scripts need them. Control characters other than tab and line breaks (NUL,
 * ESC…) too: a browser draws them as nothing or as a box. One character per match, for splitting.
 */
export const HIDDEN_CHAR =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

/** The code point of one hidden character, as a person looks it up: `U+202E`. */
export const codePointName = (char: string): string =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * `text` with each hidden character written as its code point in brackets (`[U+202E]`), for
 * places that show plain strings only (a native notification, a tooltip): what a person reads
 * is then what runs.
 */
export const revealHiddenChars = (text: string): string =>
  text.replace(HIDDEN_CHAR, (char) => `[${codePointName(char)}]`);
