import { describe, expect, it } from 'vitest';

import { classifyVscodeEntry } from '../../../../electron/services/agents/cline-vscode/classify-vscode-entry';
import type { FolderEntry } from '../../../../electron/services/agents/cline/hook-folder-types';

function classify(
  name: string,
  platform: NodeJS.Platform = 'linux',
  kind: FolderEntry['kind'] = 'file',
  linkTarget: FolderEntry['linkTarget'] = null,
) {
  return classifyVscodeEntry({ name, kind, linkTarget }, platform);
}

function reasonOf(...args: Parameters<typeof classify>) {
  const result = classify(...args);
  return result.kind === 'ignored' ? result.verdict.reason : null;
}

describe('classifyVscodeEntry', () => {
  it('accepts its nine names, exactly, with no extension on Unix', () => {
    const names = [
      'TaskStart',
      'TaskResume',
      'TaskCancel',
      'TaskComplete',
      'PreToolUse',
      'PostToolUse',
      'UserPromptSubmit',
      'Notification',
      'PreCompact',
    ];
    for (const name of names) expect(classify(name)).toEqual({ kind: 'hook', event: name });
  });

  it.each([
    ['PreToolUse.sh', 'PreToolUse'],
    ['pretooluse', 'PreToolUse'],
    ['PreToolUse.ps1', 'PreToolUse'],
    [' TaskStart ', 'TaskStart'],
  ])('ignores %s: it only looks up %s', (name, expected) => {
    expect(reasonOf(name)).toEqual({ key: 'reason.ignored-name-not-exact', params: { expected } });
  });

  it.each(['TaskError', 'SessionShutdown', 'taskerror.sh'])(
    'ignores %s, an event the extension does not have',
    (name) => {
      expect(reasonOf(name)?.key).toBe('reason.cline-event-not-in-vscode');
    },
  );

  it('ignores a name that is no hook at all', () => {
    expect(reasonOf('NotAHook.js')).toEqual({
      key: 'reason.ignored-unknown-name',
      params: { name: 'NotAHook.js' },
    });
  });

  it('ignores dotfiles and subfolders', () => {
    expect(reasonOf('.PreToolUse')?.key).toBe('reason.ignored-dotfile');
    expect(reasonOf('PreToolUse', 'linux', 'directory')?.key).toBe('reason.ignored-subfolder');
  });

  it('follows a symlink with the exact name, as stat does', () => {
    expect(classify('PreToolUse', 'linux', 'symlink', 'file')).toEqual({
      kind: 'hook',
      event: 'PreToolUse',
    });
    expect(reasonOf('PreToolUse', 'linux', 'symlink', 'missing')?.key).toBe(
      'reason.ignored-broken-symlink',
    );
    expect(reasonOf('PreToolUse', 'linux', 'symlink', 'directory')?.key).toBe(
      'reason.ignored-subfolder',
    );
    expect(reasonOf('PreToolUse', 'linux', 'other')?.key).toBe('reason.ignored-not-regular-file');
  });

  it('wants <Name>.ps1 on Windows, in any case, and says so of a bare name', () => {
    expect(classify('PreToolUse.ps1', 'win32')).toEqual({ kind: 'hook', event: 'PreToolUse' });
    expect(classify('pretooluse.PS1', 'win32')).toEqual({ kind: 'hook', event: 'PreToolUse' });
    const bare = classify('PreToolUse', 'win32');
    expect(bare.kind === 'ignored' && bare.verdict).toMatchObject({
      reason: { key: 'reason.ignored-name-not-exact', params: { expected: 'PreToolUse.ps1' } },
      notes: [{ key: 'note.windows-ps1-only', params: { name: 'PreToolUse' } }],
    });
  });

  it('finds a differently cased name on a case-insensitive macOS volume', () => {
    expect(classify('pretooluse', 'darwin')).toEqual({ kind: 'hook', event: 'PreToolUse' });
  });
});
