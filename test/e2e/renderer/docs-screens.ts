import fs from 'node:fs';
import path from 'node:path';

import type { Page } from 'playwright-core';

import { screenshot } from '../../helpers/browser';

const DOCS = path.resolve(__dirname, '../../../docs');

/** Takes a screenshot and keeps it as docs/<name>.png, where the README shows it. */
export async function keepInDocs(page: Page, name: string): Promise<void> {
  fs.copyFileSync(await screenshot(page, name), path.join(DOCS, `${name}.png`));
}

/** Gemini CLI settings with one named BeforeTool hook for its shell tool. */
export function geminiShellGuardSettings(name: string, command: string): string {
  const hook = { type: 'command', name, command };
  return JSON.stringify({
    hooks: { BeforeTool: [{ matcher: 'run_shell_command', hooks: [hook] }] },
  });
}
