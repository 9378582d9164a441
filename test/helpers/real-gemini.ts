import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { discoverGeminiHooks } from '../../electron/services/agents/gemini-cli/gemini-discovery';
import { AGENT_CLIS, installCachedCli } from '../../scripts/agent-clis.mjs';
import { runBounded, type BoundedRun } from './bounded-run';
import { startFakeModelServer } from './fake-model-server';
import { readTextForDiscovery } from './read-text';
import { recorderCaptures, type RecorderCapture } from './recorder-captures';
import { sharedPath } from './shared-dir';

// Drives the real `gemini -p` 0.61.0 headless and offline against ../shared/clients/gemini's fake
// Gemini API: turn 1 calls run_shell_command with FAKE_COMMAND, then a final text.
const FAKE_GEMINI = sharedPath('clients', 'gemini', 'fake-gemini-server.mjs');
export const GEMINI_RECORDER = sharedPath('clients', 'gemini', 'hook-recorder.sh');
export const GEMINI_PROBE = 'echo TOOL-RAN > tool-ran.marker';

export interface GeminiWorld {
  scratch: string;
  home: string;
  /** A git workspace, the session cwd. */
  ws: string;
  captures: string;
  /** An empty system settings file, so /etc/gemini-cli stays out of the test. */
  systemSettings: string;
}

export function makeGeminiWorld(scratch: string): GeminiWorld {
  const home = path.join(scratch, 'home');
  const ws = path.join(scratch, 'ws');
  const captures = path.join(scratch, 'captures');
  for (const dir of [path.join(home, '.gemini'), ws, captures])
    fs.mkdirSync(dir, { recursive: true });
  const systemSettings = path.join(scratch, 'system-settings.json');
  fs.writeFileSync(systemSettings, '{}\n');
  spawnSync('git', ['init', '-q', '-b', 'main'], { cwd: ws });
  return { scratch, home, ws, captures, systemSettings };
}

/** User settings with the offline auth Gemini needs (TOOLCHAIN.md) and `extra` beside it. */
export function geminiUserSettings(extra: Record<string, unknown>): string {
  const settings = {
    security: { auth: { selectedType: 'gemini-api-key' } },
    privacy: { usageStatisticsEnabled: false },
    general: { enableAutoUpdate: false, enableAutoUpdateNotification: false },
    ...extra,
  };
  return `${JSON.stringify(settings, null, 2)}\n`;
}

export function geminiSettingsPath(world: GeminiWorld): string {
  return path.join(world.home, '.gemini', 'settings.json');
}

export function geminiEnv(
  world: GeminiWorld,
  port: number,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    PATH: process.env['PATH'],
    HOME: world.home,
    TERM: 'dumb',
    LANG: 'C.UTF-8',
    GEMINI_API_KEY: 'x',
    GOOGLE_GEMINI_BASE_URL: `http://127.0.0.1:${port}`,
    GEMINI_CLI_TRUST_WORKSPACE: 'true',
    // The CLI otherwise starts a second Node process for its memory flags: on a loaded 2-core
    // machine that doubles a 6 s run. Hooks run the same either way.
    GEMINI_CLI_NO_RELAUNCH: 'true',
    GEMINI_CLI_SYSTEM_SETTINGS_PATH: world.systemSettings,
    GEMINI_CLI_SYSTEM_DEFAULTS_PATH: world.systemSettings,
    CAPTURE_DIR: world.captures,
    ...extra,
  };
}

export interface GeminiRun extends BoundedRun {
  toolRan: boolean;
  /** Bodies of the main-turn model requests (streamGenerateContent), in order. */
  turns: unknown[];
}

/** One `gemini --yolo -p` run (the shell tool is offered only with --yolo). Bounded to 60 s. */
export async function runRealGemini(
  world: GeminiWorld,
  options: { command?: string; env?: Record<string, string> } = {},
): Promise<GeminiRun> {
  const gemini = installCachedCli(AGENT_CLIS.gemini);
  fs.rmSync(path.join(world.ws, 'tool-ran.marker'), { force: true });
  const server = await startFakeModelServer(FAKE_GEMINI, world.scratch, {
    FAKE_COMMAND: options.command ?? GEMINI_PROBE,
    FAKE_MAX_TOOL_CALLS: '1',
  });
  try {
    const run = await runBounded(gemini, ['--yolo', '-p', 'Please run the echo command.'], {
      cwd: world.ws,
      env: geminiEnv(world, server.port, options.env),
      timeoutMs: 60_000,
    });
    return {
      ...run,
      toolRan: fs.existsSync(path.join(world.ws, 'tool-ran.marker')),
      turns: (await server.requests())
        .filter((entry) => entry.url?.includes(':streamGenerateContent'))
        .map((entry) => entry.body),
    };
  } finally {
    server.stop();
  }
}

/** The payloads the recorder hook saved. */
export function geminiCaptures(world: GeminiWorld): RecorderCapture[] {
  return recorderCaptures(world.captures);
}

/**
 * What Hookyard's discovery sees of the world's Gemini files, for a session in `roots[0]` (the
 * workspace by default; none: the user level): the files as the app reads them, the folders of
 * ~/.gemini/extensions listed as the app lists them, and no folder taken as insecure.
 */
export function discoverGeminiWorld(world: GeminiWorld, roots: string[] = [world.ws]) {
  return discoverGeminiHooks({
    home: world.home,
    roots,
    systemSettingsPath: world.systemSettings,
    readText: readTextForDiscovery,
    listDir: async (folder) =>
      fs.existsSync(folder)
        ? fs
            .readdirSync(folder, { withFileTypes: true })
            .filter((entry) => entry.isDirectory())
            .map((entry) => entry.name)
        : [],
    insecureAncestor: async () => false,
  });
}
