import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';

import { afterEach, expect, test } from 'vitest';

import {
  newRunTag,
  RUN_TAG_VARIABLE,
  runMembers,
} from '../../../electron/services/runner/run-members';

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

function start(argv: string[], env: Record<string, string>, detached = true): ChildProcess {
  const [command = '', ...args] = argv;
  const child = spawn(command, args, { env, detached, stdio: 'ignore' });
  started.push(child);
  return child;
}

/** Waits until the process has exec'd its final image (its command line names it). */
async function execd(pid: number, name: string): Promise<void> {
  await expect
    .poll(() => fs.readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0')[0])
    .toMatch(new RegExp(`${name}$`));
}

// A process started after the hook with an empty environment reads like one caught mid-exec
// (no run tag) but has its command line: it is a stranger, not waited on and not taken.
test.runIf(process.platform === 'linux')(
  'a run holds its tagged processes, never a later stranger with an empty environment',
  async () => {
    const tag = newRunTag();
    const leader = start(['sleep', '30'], {
      PATH: process.env.PATH ?? '',
      [RUN_TAG_VARIABLE]: tag,
    });
    // Not a group leader, so setsid(1) moves itself to a new session instead of forking.
    const runaway = start(
      ['setsid', 'sleep', '30'],
      { PATH: process.env.PATH ?? '', [RUN_TAG_VARIABLE]: tag },
      false,
    );
    const stranger = start(['/usr/bin/env', '-i', 'sleep', '30'], { PATH: '/usr/bin:/bin' });
    for (const child of [leader, runaway, stranger]) await execd(child.pid ?? 0, 'sleep');

    const members = runMembers(leader.pid ?? 0, tag);
    expect(members).toContain(leader.pid);
    expect(members).toContain(runaway.pid);
    expect(members).not.toContain(stranger.pid);
  },
);
