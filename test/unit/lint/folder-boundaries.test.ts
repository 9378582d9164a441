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
        'electron/main/x.ts',
        "import { app } from 'electron';\nexport const a = app;\n",
      ),
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
    const code = "import { shell } from 'electron';\nvoid shell.openExternal('https://x');\n";
    expect((await problems('electron/main/menu.ts', code)).join('\n')).toContain(
      'no-restricted-syntax',
    );
    expect(await problems('electron/main/window.ts', code)).toEqual([]);
  });
});
