/** The part of a keyboard event a combo is matched against (a DOM KeyboardEvent fits). */
export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

interface Combo {
  key: string;
  /** Cmd on macOS, Ctrl elsewhere. */
  mod: boolean;
  alt: boolean;
  shift: boolean;
}

function parseCombo(combo: string): Combo {
  const parts = combo.split('+');
  // A lone '+' (or a combo ending in '++') names the plus key itself.
  const key = combo.endsWith('++') || combo === '+' ? '+' : (parts.pop() ?? '');
  return {
    key,
    mod: parts.includes('mod'),
    alt: parts.includes('alt'),
    shift: parts.includes('shift'),
  };
}

const isPrintable = (key: string): boolean => [...key].length === 1;

/**
 * A single printable key with no modifier (`?`, `/`, `r`): such shortcuts fire only outside text
 * fields, and the user can turn them all off (WCAG 2.1.4).
 */
export function isCharacterCombo(combo: string): boolean {
  const parsed = parseCombo(combo);
  return isPrintable(parsed.key) && !parsed.mod && !parsed.alt;
}

/**
 * Whether a key press is this combo. A printable key alone is compared as typed, whatever Shift
 * took to type it (`?` is Shift+/ on one layout and a key of its own on another); otherwise the key
 * name is compared case-insensitively and every modifier must be exactly as written.
 */
export function matchesCombo(combo: string, input: KeyInput, isMac: boolean): boolean {
  const parsed = parseCombo(combo);
  const modPressed = isMac ? input.metaKey : input.ctrlKey;
  const otherPressed = isMac ? input.ctrlKey : input.metaKey;
  if (otherPressed || modPressed !== parsed.mod || input.altKey !== parsed.alt) return false;
  if (isCharacterCombo(combo)) return input.key === parsed.key;
  return input.shiftKey === parsed.shift && input.key.toLowerCase() === parsed.key;
}

const KEY_NAMES: Record<string, string> = {
  arrowup: '↑',
  arrowdown: '↓',
  arrowleft: '←',
  arrowright: '→',
  escape: 'Esc',
  enter: 'Enter',
  home: 'Home',
  end: 'End',
  tab: 'Tab',
};

/**
 * The keys of a combo, one string per key cap (`['Ctrl', 'K']`, `['⌘', 'K']`, `['F1']`). Key caps
 * are not translated: they read as printed on the keyboard.
 */
export function formatCombo(combo: string, isMac: boolean): string[] {
  const parsed = parseCombo(combo);
  const caps: string[] = [];
  if (parsed.mod) caps.push(isMac ? '⌘' : 'Ctrl');
  if (parsed.alt) caps.push(isMac ? '⌥' : 'Alt');
  if (parsed.shift) caps.push(isMac ? '⇧' : 'Shift');
  // A letter alone is typed as shown (`r`); after a modifier it reads as its key cap (`Ctrl K`).
  const alone = caps.length === 0 && isPrintable(parsed.key);
  caps.push(KEY_NAMES[parsed.key] ?? (alone ? parsed.key : parsed.key.toUpperCase()));
  return caps;
}

/** Whether the app runs on macOS, where Cmd takes the place of Ctrl. */
export function detectMac(platform: string): boolean {
  return /mac|iphone|ipad/i.test(platform);
}
