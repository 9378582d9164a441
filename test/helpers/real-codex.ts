import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { CodexAppServer } from '../../electron/services/agents/codex/codex-app-server';
import { AGENT_CLIS, installCachedCli } from '../../scripts/agent-clis.mjs';
import { runBounded, type BoundedRun } from './bounded-run';
import { startFakeModelServer } from './fake-model-server';
import { recorderCaptures, type RecorderCapture } from './recorder-captures';
import { sharedPath } from './shared-dir';

// Drives the real `codex exec` 0.169.0 offline against ../shared/clients/codex's fake
// Responses-API server: turn 1 calls the shell tool with FAKE_COMMAND, then a final text.
const FAKE_RESPONSES = sharedPath('clients', 'codex', 'fake-responses-server.mjs');
export const CODEX_RECORDER = sharedPath('clients', 'codex', 'hook-recorder.sh');
/** The command the fake model runs; it leaves probe-ran.txt in the workspace. */
export const CODEX_PROBE = 'echo hookyard-probe-ran | tee probe-ran.txt';

export interface CodexWorld {
  scratch: string;
  home: string;
  codexHome: string;
  /** A git workspace, the session cwd. */
  ws: string;
  captures: string;
}

// Features that would reach the internet (plugin sync, apps, updates) are off (spec §10); the
// provider's base_url is given per run with -c, so config.toml stays as a test wrote it.
export const CODEX_BASE_CONFIG = [
  'model = "fake-model"',
  'model_provider = "fake"',
  '',
  '[features]',
  'plugins = false',
  'remote_plugin = false',
  'apps = false',
  'in_app_updates = false',
  '',
  '[analytics]',
  'enabled = false',
  '',
  '[model_providers.fake]',
  'name = "fake"',
  'base_url = "http://127.0.0.1:9/v1"',
  'env_key = "FAKE_KEY"',
  'wire_api = "responses"',
  '',
].join('\n');

export function makeCodexWorld(scratch: string): CodexWorld {
  const home = path.join(scratch, 'home');
  const codexHome = path.join(home, '.codex');
  const ws = path.join(scratch, 'ws');
  const captures = path.join(scratch, 'captures');
  for (const dir of [codexHome, ws, captures]) fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(codexHome, 'config.toml'), CODEX_BASE_CONFIG);
  spawnSync('git', ['init', '-q', '-b', 'main'], { cwd: ws });
  return { scratch, home, codexHome, ws, captures };
}

export function codexBin(): string {
  return installCachedCli(AGENT_CLIS.codex);
}

/**
 * Trusts every hook Codex lists for `cwd` the way its `/hooks` review does: through the real
 * app-server (`hooks/list`, then `config/batchWrite` of each current hash), never a hash of ours.
 */
export async function trustEveryCodexHook(cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  const server = new CodexAppServer({ codex: codexBin(), cwd, env });
  try {
    const listed = await server.listHooks([cwd]);
    await server.trustHooks(
      [cwd],
      listed.hooks.map((hook) => hook.key),
    );
  } finally {
    server.dispose();
  }
}

/** The environment Codex and its hooks get: everything points into the world. */
export function codexEnv(world: CodexWorld, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env['PATH'],
    HOME: world.home,
    CODEX_HOME: world.codexHome,
    FAKE_KEY: 'sk-fake-offline',
    CAPTURE_DIR: world.captures,
    ...extra,
  };
}

export interface CodexRun extends BoundedRun {
  /** Whether the shell tool really ran (the probe left its file). */
  toolRan: boolean;
  /** Bodies of the model requests, in order. */
  requests: unknown[];
}

/** One `codex exec` turn; the fake model asks to run `command` once. Bounded to 45 s. */
export async function runRealCodex(
  world: CodexWorld,
  options: { command?: string; flags?: string[]; env?: Record<string, string> } = {},
): Promise<CodexRun> {
  const codex = codexBin();
  fs.rmSync(path.join(world.ws, 'probe-ran.txt'), { force: true });
  const server = await startFakeModelServer(FAKE_RESPONSES, world.scratch, {
    FAKE_COMMAND: options.command ?? CODEX_PROBE,
    FAKE_MAX_REQUESTS: '12',
  });
  try {
    const run = await runBounded(
      codex,
      [
        'exec',
        '--skip-git-repo-check',
        '-s',
        'workspace-write',
        // Writable roots are the workspace only. For each writable root the Linux sandbox makes
        // empty `.git`, `.agents` and `.codex` mount points, and leaks them when it is killed
        // (openai/codex#31599): a `/tmp/.git` left so made the real `claude` of another test take
        // /tmp for the repository of every temp folder, and look its trust up there.
        '-c',
        'sandbox_workspace_write.exclude_slash_tmp=true',
        '-c',
        'sandbox_workspace_write.exclude_tmpdir_env_var=true',
        '-c',
        `model_providers.fake.base_url="http://127.0.0.1:${server.port}/v1"`,
        ...(options.flags ?? []),
        'run the probe',
      ],
      { cwd: world.ws, env: codexEnv(world, options.env), timeoutMs: 45_000 },
    );
    return {
      ...run,
      toolRan: fs.existsSync(path.join(world.ws, 'probe-ran.txt')),
      requests: (await server.requests())
        .filter((entry) => entry.url?.includes('/responses'))
        .map((entry) => entry.body),
    };
  } finally {
    server.stop();
  }
}

/** The payloads the recorder hook saved, by event, in file-name order. */
export function codexCaptures(world: CodexWorld): RecorderCapture[] {
  return recorderCaptures(world.captures);
}
