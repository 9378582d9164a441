import { describe, expect, it } from 'vitest';

import { classifyCliEntry } from '../../../../electron/services/agents/cline-cli/classify-cli-entry';
import { CLINE_CLI_EXTENSIONS, CLINE_CLI_NAMES } from '../../../../shared/agents/cline-events';
import type { FolderEntry } from '../../../../electron/services/agents/cline/hook-folder-types';

function file(
  name: string,
  kind: FolderEntry['kind'] = 'file',
  linkTarget: FolderEntry['linkTarget'] = null,
) {
  return classifyCliEntry({ name, kind, linkTarget });
}

function ignoredAs(
  name: string,
  kind: FolderEntry['kind'] = 'file',
  linkTarget: FolderEntry['linkTarget'] = null,
) {
  const result = file(name, kind, linkTarget);
  if (result.kind !== 'ignored') throw new Error(`${name} was not ignored`);
  return {
    status: result.verdict.status,
    reason: result.verdict.reason,
    event: result.verdict.event,
  };
}

describe('classifyCliEntry', () => {
  it('recognises every CLI name with every supported extension', () => {
    for (const name of CLINE_CLI_NAMES) {
      for (const extension of CLINE_CLI_EXTENSIONS) {
        expect(file(`${name}${extension}`)).toEqual({ kind: 'hook', event: name });
      }
    }
  });

  it('matches base names case-insensitively and ignores spaces around them', () => {
    expect(file('pretooluse.sh')).toEqual({ kind: 'hook', event: 'PreToolUse' });
    expect(file(' PreToolUse .sh')).toEqual({ kind: 'hook', event: 'PreToolUse' });
    expect(file('TASKCOMPLETE')).toEqual({ kind: 'hook', event: 'TaskComplete' });
  });

  it('ignores an upper-case extension, naming it and the event it was meant for', () => {
    expect(ignoredAs('TASKCOMPLETE.JS')).toEqual({
      status: 'ignored',
      reason: { key: 'reason.ignored-uppercase-extension', params: { extension: '.JS' } },
      event: 'TaskComplete',
    });
  });

  it.each([
    ['PreToolUse.rb', '.rb'],
    ['notes.txt', '.txt'],
    ['PreToolUse.sh.bak', '.bak'],
  ])('ignores the unsupported extension of %s', (name, extension) => {
    expect(ignoredAs(name).reason).toEqual({
      key: 'reason.ignored-unsupported-extension',
      params: { extension },
    });
  });

  it('ignores an unknown base name, with no event', () => {
    expect(ignoredAs('NotAHook.js')).toEqual({
      status: 'ignored',
      reason: { key: 'reason.ignored-unknown-name', params: { name: 'NotAHook' } },
      event: null,
    });
  });

  it('ignores Notification, which only the VS Code extension knows', () => {
    expect(ignoredAs('Notification').reason).toEqual({
      key: 'reason.ignored-event-not-in-cli',
      params: { event: 'Notification' },
    });
  });

  it('ignores a dotfile even when the rest spells a hook name', () => {
    expect(ignoredAs('.PreToolUse').reason.key).toBe('reason.ignored-dotfile');
  });

  it('ignores subfolders, symlinks, broken symlinks and special files, keeping the meant event', () => {
    expect(ignoredAs('PreToolUse', 'directory')).toMatchObject({
      reason: { key: 'reason.ignored-subfolder' },
      event: 'PreToolUse',
    });
    expect(ignoredAs('TaskStart', 'symlink', 'file').reason.key).toBe('reason.ignored-symlink');
    expect(ignoredAs('TaskStart', 'symlink', 'missing').reason.key).toBe(
      'reason.ignored-broken-symlink',
    );
    expect(ignoredAs('TaskStart', 'other').reason.key).toBe('reason.ignored-not-regular-file');
  });
});
