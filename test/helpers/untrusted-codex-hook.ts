import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

import { CODEX_BASE_CONFIG } from './real-codex';

/**
 * A project Stop hook Codex loads but skips until trusted: `<workspace>/.codex/hooks.json` in a
 * git workspace that `<codexHome>/config.toml` marks as a trusted project (Codex reads project
 * layers only there). Returns the hooks file.
 */
export async function writeUntrustedCodexHook(codexHome: string, workspace: string) {
  await fs.mkdir(codexHome, { recursive: true });
  const trusted = `\n[projects.${JSON.stringify(workspace)}]\ntrust_level = "trusted"\n`;
  await fs.writeFile(path.join(codexHome, 'config.toml'), CODEX_BASE_CONFIG + trusted);
  spawnSync('git', ['init', '-q', '-b', 'main'], { cwd: workspace });
  const hooksFile = path.join(workspace, '.codex', 'hooks.json');
  await fs.mkdir(path.dirname(hooksFile), { recursive: true });
  const hooks = { Stop: [{ hooks: [{ type: 'command', command: 'echo trusted-stop' }] }] };
  await fs.writeFile(hooksFile, `${JSON.stringify({ hooks }, null, 2)}\n`);
  return hooksFile;
}
