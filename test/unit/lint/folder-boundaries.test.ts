import path from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

// The folder rules of ARCHITECTURE.md, checked by linting small snippets as if they lived there.
describe('folder boundaries', () => {
  it.each([
    ['shared/x.ts', "import fs from 'node:fs';\nexport const a = fs;\n"],
    ['shared/x.ts', "import { app } from 'electron';\nexport const a = app;\n"],
    ['shared/x.ts', "import { useState } from 'react';\nexport const a = useState;\n"],
    ['electron/services/x.ts', "import { app } from 'electron';\nexport const a = app;\n"],
    [
      'electron/services/x.ts',
      "import { registerIpc } from '../main/ipc';\nexport const a = registerIpc;\n",
    ],
    [
      'electron/web/x.ts',
      "import { BrowserWindow } from 'electron';\nexport const a = BrowserWindow;\n",
    ],
    ['electron/preload/x.ts', "import fs from 'node:fs';\nexport const a = fs;\n"],
    [
      'electron/preload/x.ts',
      "import { AppServices } from '../services/app-services';\nexport const a = AppServices;\n",
    ],
    ['renderer/x.ts', "import fs from 'node:fs';\nexport const a = fs;\n"],
    [
      'renderer/x.ts',
      "import { AppServices } from '../electron/services/app-services';\nexport const a = AppServices;\n",
    ],
  ])('rejects the import in %s: %s', async (file, code) => {
    expect((await problems(file, code)).join('\n')).toContain('no-restricted-imports');
  });

  it('allows the imports each folder is meant to have', async () => {
    expect(
      await problems('shared/x.ts', "import { z } from 'zod';\nexport const a = z;\n"),
    ).toEqual([]);
    expect(
      await problems('electron/services/x.ts', "import fs from 'node:fs';\nexport const a = fs;\n"),
    ).toEqual([]);
    expect(
      await problems(
        'electron/main/index.ts',
        "import * as electron from 'electron';\nexport const a = electron;\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'electron/main/x.ts',
        "import type { App } from 'electron';\nexport type A = App;\n",
      ),
    ).toEqual([]);
  });

  it('lets only index.ts of the shell import Electron itself', async () => {
    for (const code of [
      "import { app } from 'electron';\nexport const a = app;\n",
      "import { autoUpdater } from 'electron-updater';\nexport const a = autoUpdater;\n",
    ]) {
      expect((await problems('electron/main/x.ts', code)).join('\n')).toContain(
        'Take Electron from electron-api.ts',
      );
    }
  });

  it("refuses vi.mock('electron') in tests, e2e included", async () => {
    const code = "import { vi } from 'vitest';\nvi.mock('electron', () => ({}));\n";
    for (const file of ['test/unit/x.test.ts', 'test/e2e/renderer/x.test.ts']) {
      expect((await problems(file, code)).join('\n')).toContain("don't vi.mock('electron')");
    }
    expect(
      await problems('test/unit/x.test.ts', "import { vi } from 'vitest';\nvi.mock('execa');\n"),
    ).toEqual([]);
  });

  it('makes an e2e test poll a read instead of reading once after an action', async () => {
    const once =
      "declare const notice: { innerText(): Promise<string> };\nimport { expect } from 'vitest';\nexpect(await notice.innerText()).toBe('x');\n";
    const polled =
      "declare const notice: { innerText(): Promise<string> };\nimport { expect } from 'vitest';\nawait expect.poll(() => notice.innerText()).toBe('x');\n";
    expect((await problems('test/e2e/renderer/x.test.ts', once)).join('\n')).toContain(
      'no-restricted-syntax: Poll the read',
    );
    expect(await problems('test/e2e/renderer/x.test.ts', polled)).toEqual([]);
  });

  it('allows shell.openExternal only in the vetted helper', async () => {
    const code =
      "declare const shell: { openExternal(url: string): Promise<void> };\nvoid shell.openExternal('https://x');\n";
    expect((await problems('electron/main/menu.ts', code)).join('\n')).toContain(
      'no-restricted-syntax',
    );
    expect(await problems('electron/main/window.ts', code)).toEqual([]);
  });

  describe('an agent is one module', () => {
    it.each([
      ['electron/services/inventory/x.ts', "export const a = 'claude-code';\n"],
      ['renderer/features/x.ts', "export const a = (agent: string) => agent === 'cline-vscode';\n"],
      ['shared/schemas/x.ts', 'export const a = `cline-cli`;\n'],
      ['electron/cli/x.ts', "export const a = { agent: 'cline' };\n"],
    ])('refuses an agent id literal in %s', async (file, code) => {
      expect((await problems(file, code)).join('\n')).toContain('hookyard/no-agent-id-literal');
    });

    it('lets the agent folders and shared/agents name their ids', async () => {
      const code = "export const a = 'claude-code';\n";
      expect(await problems('electron/services/agents/claude-code/x.ts', code)).toEqual([]);
      expect(await problems('shared/agents/x.ts', code)).toEqual([]);
    });

    it.each([
      ['electron/services/inventory/x.ts', '../agents/claude-code/settings-sources'],
      ['renderer/x.ts', '../electron/services/agents/cline-cli/cline-cli-agent'],
      ['electron/services/agents/claude-code/x.ts', '../cline/hook-names'],
      ['electron/services/agents/cline-cli/run/x.ts', '../../claude-code/matcher'],
    ])('refuses a deep import into an agent folder from %s: %s', async (file, source) => {
      const code = `import * as m from '${source}';\nexport const a = m;\n`;
      expect((await problems(file, code)).join('\n')).toContain('hookyard/agent-imports');
    });

    it('lets services reach the registry and agents their own family', async () => {
      const ok = async (file: string, source: string) =>
        (await problems(file, `import * as m from '${source}';\nexport const a = m;\n`)).filter(
          (message) => message.startsWith('hookyard/'),
        );
      expect(await ok('electron/services/inventory/x.ts', '../agents/registry')).toEqual([]);
      expect(await ok('electron/services/agents/cline-cli/x.ts', '../cline/hook-names')).toEqual(
        [],
      );
      expect(await ok('electron/services/agents/claude-code/run/x.ts', '../matcher')).toEqual([]);
    });
  });
});
