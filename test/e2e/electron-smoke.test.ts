import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { _electron as electron } from 'playwright-core';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const electronPackage = path.join(root, 'node_modules', 'electron');

// The Electron binary is downloaded by electron's install script, which cannot reach its host
// on the build machines: there the desktop smoke test cannot run, and says so.
function electronBinary(): string | null {
  try {
    const relative = fs.readFileSync(path.join(electronPackage, 'path.txt'), 'utf8').trim();
    const binary = path.join(electronPackage, 'dist', relative);
    return fs.existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

const binary = electronBinary();
if (!binary) {
  console.warn(
    'Electron smoke test skipped: the Electron binary is not installed (node_modules/electron/dist is missing; ' +
      'it is downloaded by `node node_modules/electron/install.js` on a machine with internet).',
  );
}

describe('the desktop app', () => {
  it.runIf(binary)('launches, renders the inventory and quits', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-electron-'));
    const app = await electron.launch({
      executablePath: binary as string,
      args: [root],
      env: { ...process.env, HOOKYARD_DATA_DIR: dataDir },
    });
    try {
      const window = await app.firstWindow();
      await window.getByTestId('sidebar-user-level').waitFor({ timeout: 20_000 });
      // The page must not reach Node: the sandboxed, isolated renderer has no `require`.
      await expect
        .poll(() => window.evaluate(() => typeof (globalThis as { require?: unknown }).require))
        .toBe('undefined');
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
