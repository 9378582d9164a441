import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { installClineCli } from './cline-cli';
import { waitForPortFile } from './port-file';
import { sharedPath } from './shared-dir';

// Drives the real `cline` CLI 3.0.65 offline against ../shared/clients/cline/fake-openai-server.mjs
// (turn 1: a read_files call for FAKE_READ_PATH; then plain text; see that folder's README).
const FAKE_OPENAI = sharedPath('clients', 'cline', 'fake-openai-server.mjs');
export const CLINE_PROMPT = 'Please read README.txt and tell me what it says.';

export interface ClineWorld {
  scratch: string;
  home: string;
  /** A git workspace with README.txt, which the fake model asks to read. */
  ws: string;
}

/** A fresh HOME and git workspace under `scratch`. */
export function makeClineWorld(scratch: string): ClineWorld {
  const home = path.join(scratch, 'home');
  const ws = path.join(scratch, 'ws');
  fs.mkdirSync(path.join(ws, '.cline', 'hooks'), { recursive: true });
  fs.mkdirSync(home, { recursive: true });
  fs.writeFileSync(path.join(ws, 'README.txt'), 'hello from README\n');
  spawnSync('git', ['init', '-q', '-b', 'main'], { cwd: ws });
  return { scratch, home, ws };
}

export interface ClineRun {
  /** The bodies of the chat-completion requests the CLI sent, in order. */
  completions: string[];
  stdout: string;
  stderr: string;
  status: number | null;
}

export interface ClineRunOptions {
  prompt?: string;
  /** Extra CLI flags such as --yolo. */
  flags?: string[];
  /** Extra environment (for example CLINE_HOOKS_LOG_PATH). */
  env?: Record<string, string>;
}

/** The environment the CLI gets: everything points into the world's HOME. */
export function clineEnv(world: ClineWorld, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env['PATH'],
    HOME: world.home,
    CLINE_DIR: path.join(world.home, '.cline'),
    CLINE_DATA_DIR: path.join(world.home, '.cline', 'data'),
    CLINE_SESSION_BACKEND_MODE: 'local',
    CLINE_TELEMETRY_DISABLED: '1',
    CLINE_NO_AUTO_UPDATE: '1',
    NO_UPDATE_NOTIFIER: '1',
    CLINE_DISABLE_CLINE_PASS_NOTICE: '1',
    ...extra,
  };
}

/** One offline `cline -c <ws>` run; installs the CLI on first use (~25 s). */
export async function runRealCline(
  world: ClineWorld,
  options: ClineRunOptions = {},
): Promise<ClineRun> {
  const cline = installClineCli();
  const log = path.join(world.scratch, `server-${Date.now()}.jsonl`);
  const portFile = path.join(world.scratch, `port-${Date.now()}`);
  const server = spawn(process.execPath, [FAKE_OPENAI], {
    env: {
      PATH: process.env['PATH'],
      FAKE_PORT_FILE: portFile,
      FAKE_LOG: log,
      FAKE_READ_PATH: path.join(world.ws, 'README.txt'),
      FAKE_TTL_S: '90',
    },
    stdio: 'ignore',
  });
  try {
    const port = await waitForPortFile(portFile, 'the fake OpenAI server');
    const env = clineEnv(world, options.env);
    writeProviderSettings(cline, world, port);
    // Asynchronous, so that a hook calling back into this test process (the approvals bridge)
    // is answered while the CLI runs.
    const run = await runCollecting(
      cline,
      ['-c', world.ws, ...(options.flags ?? []), '--verbose', options.prompt ?? CLINE_PROMPT],
      { cwd: world.ws, env, timeoutMs: 90_000 },
    );
    const completions = fs.existsSync(log)
      ? fs
          .readFileSync(log, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { url?: string; body?: unknown })
          .filter((entry) => entry.url?.includes('/chat/completions'))
          .map((entry) => JSON.stringify(entry.body ?? ''))
      : [];
    return { completions, stdout: run.stdout, stderr: run.stderr, status: run.status };
  } finally {
    server.kill('SIGKILL');
  }
}

/** Where `cline auth` keeps the provider it configured, under CLINE_DATA_DIR. */
const PROVIDERS_FILE = path.join('settings', 'providers.json');
/** Stands for the fake server's port in the settings `cline auth` wrote (it never connects). */
const PORT_MARK = '65535';
let providersTemplate: string | undefined;

/**
 * Points the world's CLI at the fake server on `port`, as `cline auth` does. The settings are
 * the ones the real `cline auth` wrote, once per test process, with only the port swapped: a
 * second CLI start per run cost ~4.6 s of its bundle loading, and the tests are about hooks,
 * not about signing in.
 */
function writeProviderSettings(cline: string, world: ClineWorld, port: number): void {
  if (providersTemplate === undefined) {
    const home = fs.mkdtempSync(path.join(world.scratch, 'auth-'));
    const env = clineEnv({ ...world, home });
    const auth = spawnSync(
      cline,
      [
        'auth',
        '-p',
        'openai-compatible',
        '-k',
        'sk-fake-offline',
        '-m',
        'fake-model',
        '-b',
        `http://127.0.0.1:${PORT_MARK}/v1`,
      ],
      { env, encoding: 'utf8', timeout: 60_000 },
    );
    if (auth.status !== 0) throw new Error(`cline auth failed: ${auth.stderr}`);
    providersTemplate = fs.readFileSync(
      path.join(env['CLINE_DATA_DIR'] as string, PROVIDERS_FILE),
      'utf8',
    );
    fs.rmSync(home, { recursive: true, force: true });
    if (!providersTemplate.includes(`127.0.0.1:${PORT_MARK}/`))
      throw new Error(`cline auth wrote no base URL this helper knows:\n${providersTemplate}`);
  }
  const target = path.join(clineEnv(world)['CLINE_DATA_DIR'] as string, PROVIDERS_FILE);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(
    target,
    providersTemplate.replace(`127.0.0.1:${PORT_MARK}/`, `127.0.0.1:${port}/`),
  );
}

function runCollecting(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<{ stdout: string; stderr: string; status: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ stdout, stderr, status });
    });
    child.stdin.end();
  });
}

/** The CLI may leave a hub daemon whose command line names the scratch root: stop it by PID. */
export function killClineProcessesUnder(root: string): void {
  const ps = spawnSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  for (const line of ps.stdout.split('\n')) {
    const [pid, ...args] = line.trim().split(/\s+/);
    if (pid && args.join(' ').includes(root) && Number(pid) !== process.pid) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
}
