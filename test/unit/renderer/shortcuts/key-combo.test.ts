import { describe, expect, it } from 'vitest';

import {
  formatCombo,
  isCharacterCombo,
  matchesCombo,
  type KeyInput,
} from '../../../../renderer/shortcuts/key-combo';
import {
  matchesShortcut,
  matchGlobalShortcut,
  SHORTCUTS,
} from '../../../../renderer/shortcuts/shortcut-table';

const press = (key: string, modifiers: Partial<KeyInput> = {}): KeyInput => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('key combos', () => {
  it('takes Cmd for mod on macOS and Ctrl elsewhere, never both', () => {
    expect(matchesCombo('mod+k', press('k', { ctrlKey: true }), false)).toBe(true);
    expect(matchesCombo('mod+k', press('k', { metaKey: true }), true)).toBe(true);
    expect(matchesCombo('mod+k', press('k', { metaKey: true }), false)).toBe(false);
    expect(matchesCombo('mod+k', press('k', { ctrlKey: true }), true)).toBe(false);
    expect(matchesCombo('mod+k', press('k'), false)).toBe(false);
  });

  it('matches a typed character whatever Shift it took, but not with Ctrl or Alt', () => {
    expect(matchesCombo('?', press('?', { shiftKey: true }), false)).toBe(true);
    expect(matchesCombo('?', press('?', { ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(matchesCombo('r', press('R', { shiftKey: true }), false)).toBe(false);
  });

  it('requires exactly the modifiers of a named key', () => {
    expect(matchesCombo('alt+arrowup', press('ArrowUp', { altKey: true }), false)).toBe(true);
    expect(matchesCombo('alt+arrowup', press('ArrowUp'), false)).toBe(false);
    expect(
      matchesCombo('alt+arrowup', press('ArrowUp', { altKey: true, shiftKey: true }), false),
    ).toBe(false);
    expect(matchesCombo('f1', press('F1'), false)).toBe(true);
  });

  it('tells single-key shortcuts apart (they can be turned off)', () => {
    expect(['?', '/', 'r'].every(isCharacterCombo)).toBe(true);
    expect(['mod+k', 'alt+arrowup', 'f1', 'escape'].some(isCharacterCombo)).toBe(false);
  });

  it('prints key caps for each platform', () => {
    expect(formatCombo('mod+k', false)).toEqual(['Ctrl', 'K']);
    expect(formatCombo('mod+k', true)).toEqual(['⌘', 'K']);
    expect(formatCombo('alt+arrowdown', false)).toEqual(['Alt', '↓']);
    expect(formatCombo('r', false)).toEqual(['r']);
    expect(formatCombo('f1', false)).toEqual(['F1']);
    expect(formatCombo('escape', false)).toEqual(['Esc']);
  });
});

describe('the shortcut table', () => {
  it('gives every shortcut a unique id and no combo to two global shortcuts', () => {
    expect(new Set(SHORTCUTS.map((shortcut) => shortcut.id)).size).toBe(SHORTCUTS.length);
    const globalCombos = SHORTCUTS.filter((shortcut) => shortcut.global).flatMap(
      (shortcut) => shortcut.keys,
    );
    expect(new Set(globalCombos).size).toBe(globalCombos.length);
  });

  it('finds the global shortcut of a key press, and none for a local one', () => {
    expect(matchGlobalShortcut(press('k', { ctrlKey: true }), false)).toEqual({
      id: 'palette',
      combo: 'mod+k',
    });
    expect(matchGlobalShortcut(press('F1'), false)?.id).toBe('help');
    expect(matchGlobalShortcut(press('Escape'), false)).toBeNull();
    expect(matchGlobalShortcut(press('ArrowDown'), false)).toBeNull();
  });

  it('saves on Ctrl S, and on Cmd S on macOS, whatever the caps lock', () => {
    expect(matchesShortcut('save', press('s', { ctrlKey: true }), false)).toBe(true);
    expect(matchesShortcut('save', press('S', { ctrlKey: true }), false)).toBe(true);
    expect(matchesShortcut('save', press('s', { metaKey: true }), true)).toBe(true);
    expect(matchesShortcut('save', press('s', { ctrlKey: true }), true)).toBe(false);
    expect(matchesShortcut('save', press('s', { ctrlKey: true, shiftKey: true }), false)).toBe(
      false,
    );
    expect(matchesShortcut('save', press('s'), false)).toBe(false);
    // Saving is the editor's key, not the app's: the global keymap leaves it alone.
    expect(matchGlobalShortcut(press('s', { ctrlKey: true }), false)).toBeNull();
  });
});
