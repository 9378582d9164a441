import { describe, expect, it } from 'vitest';

import { nativeText } from '../../../../shared/i18n/native-text';

describe('native texts (tray, menu, notifications)', () => {
  it('count approvals with the plural rules of each language', () => {
    const en = nativeText(['en-GB']);
    expect([0, 1, 2, 1000].map((count) => en.approvalsWaiting(count))).toEqual([
      'No approvals waiting',
      '1 approval waiting',
      '2 approvals waiting',
      '1,000 approvals waiting',
    ]);
    const zh = nativeText(['zh-CN']);
    expect([0, 1, 2].map((count) => zh.approvalsWaiting(count))).toEqual([
      '没有待审批的请求',
      '1 个请求待审批',
      '2 个请求待审批',
    ]);
  });

  it('word new and changed project hooks in one title, with the noun in its plural form', () => {
    const en = nativeText(['en']).trust;
    expect(en.title({ added: 0, changed: 1 }, 'shop')).toBe('1 changed project hook in shop');
    expect(en.title({ added: 2, changed: 1 }, 'shop')).toBe(
      '2 new and 1 changed project hooks in shop',
    );
    expect(en.body('Stop', 'a.sh', 0)).toBe('Review before they run: Stop in a.sh.');
    expect(nativeText(['zh']).trust.title({ added: 0, changed: 3 }, 'shop')).toBe(
      'shop 中有 3 个已更改的项目 hook',
    );
  });

  it('name the agent by its product name and the workspace on a line of its own', () => {
    const approval = nativeText(['en']).approval;
    expect(approval.title('cline-vscode', 'Bash')).toBe('Cline VS Code extension asks to use Bash');
    expect(approval.body('rm -rf dist', '/w/shop')).toBe('rm -rf dist\nin /w/shop');
    expect(approval.body('rm -rf dist', null)).toBe('rm -rf dist');
  });
});
