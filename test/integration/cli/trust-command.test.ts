import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { runCli } from '../../../electron/cli/index';
import { codexBin, makeCodexWorld, CODEX_RECORDER } from '../../helpers/real-codex';
import { tempDir } from '../../unit/runner/hook-fixtures';

// `hookyard trust <hook-id>` in-process, against the real Codex app-server: it shows what goes
// into config.toml and writes nothing; with --yes Codex writes it and reports the hook trusted.
const { dir, cleanup } = tempDir('trust-command');
const saved = { ...process.env };
afterAll(() => {
  process.env = saved;
  cleanup();
});

async function hookyard(args: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const status = await runCli(args, {
    out: (text) => (out += `${text}\n`),
    err: (text) => (err += `${text}\n`),
  });
  return { status, out, err };
}

describe('hookyard trust', () => {
  test(
    'previews, then trusts a Codex hook through Codex; an unknown id is refused',
    { timeout: 120_000 },
    async () => {
      const world = makeCodexWorld(dir);
      const hooksFile = path.join(world.codexHome, 'hooks.json');
      const hooks = {
        PreToolUse: [
          { matcher: 'Bash', hooks: [{ type: 'command', command: `${CODEX_RECORDER} pass u` }] },
        ],
      };
      fs.writeFileSync(hooksFile, JSON.stringify({ hooks }));
      Object.assign(process.env, {
        HOME: world.home,
        CODEX_HOME: world.codexHome,
        HOOKYARD_CODEX: codexBin(),
      });
      const dataDir = ['--data-dir', path.join(dir, 'data')];
      const listed = JSON.parse((await hookyard(['list', '--json', ...dataDir])).out) as {
        hooks: Array<{ id: string; agent: string; sourcePath: string }>;
      };
      const id = listed.hooks.find((hook) => hook.sourcePath === hooksFile)!.id;
      const configFile = path.join(world.codexHome, 'config.toml');
      const before = fs.readFileSync(configFile);

      const preview = await hookyard(['trust', id, ...dataDir]);
      expect(preview.status, preview.err).toBe(0);
      expect(preview.out).toContain(`Would write to ${configFile}`);
      expect(preview.out).toContain('trusted_hash = "sha256:');
      expect(fs.readFileSync(configFile).equals(before)).toBe(true);

      const written = await hookyard(['trust', id, '--yes', ...dataDir]);
      expect(written.status, written.err).toBe(0);
      expect(written.out).toContain('Now trusted');
      expect(fs.readFileSync(configFile, 'utf8')).toContain('trusted_hash');

      const unknown = await hookyard(['trust', 'no-such-hook', ...dataDir]);
      expect(unknown.status).toBe(1);
      expect(unknown.err + unknown.out).toContain('No hook no-such-hook');
    },
  );
});
