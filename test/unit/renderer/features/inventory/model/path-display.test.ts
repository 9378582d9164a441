import { describe, expect, it } from 'vitest';

import {
  baseName,
  folderOf,
  formatLocation,
  shortenHomeIn,
  shortenPath,
} from '../../../../../../renderer/features/inventory/model/path-display';

describe('path display', () => {
  it('replaces the home folder with ~', () => {
    expect(shortenPath('/home/ana/.claude/settings.json', '/home/ana')).toBe(
      '~/.claude/settings.json',
    );
    expect(shortenPath('/home/ana', '/home/ana/')).toBe('~');
    expect(shortenPath('C:\\Users\\ana\\.cline\\hooks', 'C:\\Users\\ana')).toBe('~\\.cline\\hooks');
  });

  it('leaves a path that only starts with the same letters alone', () => {
    expect(shortenPath('/home/anabel/x', '/home/ana')).toBe('/home/anabel/x');
    expect(shortenPath('/etc/claude-code/managed-settings.json', null)).toBe(
      '/etc/claude-code/managed-settings.json',
    );
  });

  it('splits folder and file name on either separator', () => {
    expect(folderOf('/w/.cline/hooks/TaskStart')).toBe('/w/.cline/hooks');
    expect(folderOf('C:\\w\\hooks\\TaskStart.ps1')).toBe('C:\\w\\hooks');
    expect(folderOf('/TaskStart')).toBe('/');
    expect(baseName('/w/.cline/hooks/')).toBe('hooks');
  });

  it('writes a location as file:line:column when the definition has a position', () => {
    expect(formatLocation('/s.json', { line: 4, column: 9 })).toBe('/s.json:4:9');
    expect(formatLocation('/hooks/TaskStart', null)).toBe('/hooks/TaskStart');
  });
});

describe('shortenHomeIn', () => {
  it('shortens the home folder wherever it appears as a whole path part', () => {
    expect(shortenHomeIn('bash /home/ana/.cline/hooks/TaskStart "/home/ana"', '/home/ana')).toBe(
      'bash ~/.cline/hooks/TaskStart "~"',
    );
    expect(shortenHomeIn('cat /home/anabel/x', '/home/ana')).toBe('cat /home/anabel/x');
    expect(shortenHomeIn('echo hi', null)).toBe('echo hi');
  });
});
