import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const BIN = path.resolve(__dirname, '../../bin/hookyard.js');
const START_TIMEOUT_MS = 50_000;

export interface ServeProcess {
  url: string;
  origin: string;
  token: string;
  /** Whether the process is still running. */
  running(): boolean;
  /** Everything it printed so far, stdout and stderr (its log). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Every serve this test file started and has not seen end. A test that times out never reaches
 * its `stop()` (vitest abandons it), and the servers it started outlived the run and loaded the
 * machine for the next tests: `stopLeftoverServes` (vitest.setup.ts, after each file) ends them.
 */
const live = new Set<ChildProcess>();

export async function stopLeftoverServes(): Promise<void> {
  await Promise.all([...live].map((child) => stopChild(child)));
}

/**
 * Starts the built `hookyard serve` as a real process with its own HOME and data dir, and waits
 * for the URL it prints. The caller must `stop()` it.
 */
export async function startServeProcess(options: {
  home: string;
  dataDir: string;
  env?: NodeJS.ProcessEnv;
}): Promise<ServeProcess> {
  const child = spawn(
    process.execPath,
    [BIN, 'serve', '--port', '0', '--data-dir', options.dataDir],
    {
      env: { PATH: process.env.PATH, HOME: options.home, LANG: 'en_US.UTF-8', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  live.add(child);
  child.once('exit', () => live.delete(child));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    // A loaded 2-core CI machine has taken over 20 s to open a 100,000-entry store; one that does
    // not start is killed rather than left running for the next test.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`serve did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = () => {
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stderr?.off('data', onData);
        resolve(match[1] as string);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}:\n${output}`));
    });
  });
  const parsed = new URL(url);
  return {
    url,
    origin: parsed.origin,
    token: parsed.searchParams.get('token') ?? '',
    running: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    stop: () => stopChild(child),
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
