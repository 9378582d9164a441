import { describe, expect, it } from 'vitest';

import {
  expandHome,
  isAbsolutePath,
} from '../../../../../renderer/features/workspaces/workspace-path';

describe('workspace path input', () => {
  it('expands ~ to the home folder the services reported', () => {
    expect(expandHome(' ~/code/app ', '/home/ana/')).toBe('/home/ana/code/app');
    expect(expandHome('~', '/home/ana')).toBe('/home/ana');
    expect(expandHome('~bob/x', '/home/ana')).toBe('~bob/x');
  });

  it('accepts absolute POSIX, Windows and UNC paths only', () => {
    expect(['/srv/app', 'C:\\code', 'd:/code', '\\\\server\\share'].map(isAbsolutePath)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['code/app', './app', 'C:code'].map(isAbsolutePath)).toEqual([false, false, false]);
  });
});
