import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import type { HookTrustContext } from '../../../electron/services/agents/agent';
import { CodexDialect } from '../../../electron/services/agents/codex/codex-dialect';
import { agentOf } from '../../../electron/services/agents/registry';
import { FileProbe } from '../../../electron/services/platform/file-probe';
import { resolveHostPaths } from '../../../electron/services/platform/host-paths';
import {
  CODEX_RECORDER,
  codexBin,
  codexCaptures,
  codexEnv,
  makeCodexWorld,
  runRealCodex,
  type CodexWorld,
} from '../../helpers/real-codex';
import { tempDir } from '../../unit/runner/hook-fixtures';

// "Trust in Codex": a project hook Codex skips until trusted. Hookyard trusts it through Codex's
// own app-server; the real Codex then runs it; edited, it is skipped again until trusted again.
const { dir, cleanup } = tempDir('real-codex-trust');
afterAll(cleanup);

const fired = (world: CodexWorld) =>
  codexCaptures(world)
    .filter((capture) => capture.event === 'PreToolUse')
    .map((capture) => capture.label);

describe('real Codex CLI: trusting a hook in Codex from Hookyard', () => {
  test(
    'skipped untrusted; trusted, it runs; modified, it is skipped and needs trusting again',
    { timeout: 240_000 },
    async () => {
      const world = makeCodexWorld(dir);
      const configFile = path.join(world.codexHome, 'config.toml');
      fs.appendFileSync(
        configFile,
        `\n[projects.${JSON.stringify(world.ws)}]\ntrust_level = "trusted"\n`,
      );
      const hooksFile = path.join(world.ws, '.codex', 'hooks.json');
      const writeHook = (label: string) => {
        const hooks = {
          PreToolUse: [
            {
              matcher: 'Bash',
              hooks: [{ type: 'command', command: `${CODEX_RECORDER} pass ${label}` }],
            },
          ],
        };
        fs.mkdirSync(path.dirname(hooksFile), { recursive: true });
        fs.writeFileSync(hooksFile, `${JSON.stringify({ hooks }, null, 2)}\n`);
      };
      writeHook('project');
      const env = codexEnv(world, { HOOKYARD_CODEX: codexBin() });
      const context: HookTrustContext = {
        paths: resolveHostPaths(env),
        cwd: world.ws,
        env,
        backupDir: path.join(dir, 'backups'),
      };
      const discover = async () => {
        const { hooks } = await new CodexDialect().discover(
          { kind: 'workspace', roots: [world.ws] },
          { files: new FileProbe(), paths: context.paths, which: () => null },
        );
        return hooks.find((hook) => hook.sourcePath === hooksFile)!;
      };
      const { trust } = agentOf('codex');

      const untrusted = await runRealCodex(world);
      expect(untrusted.timedOut, untrusted.stderr).toBe(false);
      expect(fired(world)).toEqual([]);
      const hook = await discover();
      expect(hook.reason.key).toBe('reason.codex-untrusted');

      const before = fs.readFileSync(configFile);
      const preview = await trust!.preview(hook, context);
      expect(preview).toMatchObject({ status: 'untrusted', file: configFile });
      expect(preview.text).toMatch(
        /^\[hooks\.state\.".*hooks\.json:pre_tool_use:0:0"\]\ntrusted_hash = "sha256:[0-9a-f]{64}"\n$/,
      );
      expect(fs.readFileSync(configFile).equals(before)).toBe(true);
      const applied = await trust!.apply(preview, context);
      expect(applied.status).toBe('trusted');
      expect(fs.readFileSync(applied.backup!).equals(before)).toBe(true);
      expect(fs.readFileSync(configFile, 'utf8')).toContain('trusted_hash');
      expect((await discover()).status).toBe('active');

      const trusted = await runRealCodex(world);
      expect(trusted.timedOut, trusted.stderr).toBe(false);
      expect(fired(world)).toEqual(['project']);

      writeHook('edited');
      fs.rmSync(world.captures, { recursive: true });
      const modified = await runRealCodex(world);
      expect(modified.timedOut, modified.stderr).toBe(false);
      expect(fired(world)).toEqual([]);
      const again = await trust!.preview(await discover(), context);
      expect(again.status).toBe('modified');

      // A config.toml changed after the preview is not written over.
      fs.appendFileSync(configFile, '\n# edited by hand\n');
      await expect(trust!.apply(again, context)).rejects.toMatchObject({ code: 'conflict' });
    },
  );
});
