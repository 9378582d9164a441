import { spawn } from 'node:child_process';

import { RUN_TAG_VARIABLE, runMembers } from './run-members';

const isWindows = process.platform === 'win32';
const isLinux = process.platform === 'linux';

/** A hook's process tree: the pid of the process that leads its group, and its run tag. */
export interface HookTree {
  pid: number;
  tag: string;
}

function signalPid(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // ESRCH: already gone, which is the goal.
  }
}

/**
 * Signals a hook's whole process tree. On POSIX the hook leads its own process group (it is
 * spawned detached), so `kill(-pid)` reaches every process still in that group, including
 * daemons it forked without `setsid`. On Linux every other process of the run (moved to its own
 * session, orphaned, or a descendant of one) is signalled too: see `runMembers`. On Windows
 * `taskkill /T /F` ends the tree (always forcibly: Windows has no SIGTERM). Never throws.
 */
export function killTree(tree: HookTree, signal: NodeJS.Signals): void {
  if (isWindows) {
    const killer = spawn('taskkill', ['/T', '/F', '/PID', String(tree.pid)], {
      stdio: 'ignore',
      windowsHide: true,
    });
    killer.on('error', () => undefined);
    return;
  }
  signalPid(-tree.pid, signal);
  if (isLinux) for (const pid of runMembers(tree.pid, tree.tag)) signalPid(pid, signal);
}

function anyGroupMember(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    // EPERM means a member exists but belongs to someone else: still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether any process of the hook is still running: on Linux any member of its run (group, tag
 * or descent; zombies do not count, init reaps orphans at its own pace); on other POSIX systems
 * any member of its group; false on Windows, where `taskkill /T` is the only tree handle.
 */
export function treeAlive(tree: HookTree): boolean {
  if (isWindows) return false;
  return isLinux ? runMembers(tree.pid, tree.tag).length > 0 : anyGroupMember(tree.pid);
}

/** The environment to spawn a hook with: the caller's, plus the run tag where it is read. */
export function taggedEnv(
  env: Readonly<Record<string, string>>,
  tag: string,
): Record<string, string> {
  return isLinux ? { ...env, [RUN_TAG_VARIABLE]: tag } : { ...env };
}

/** Whether hooks are spawned as process-group leaders on this platform. */
export const SPAWN_DETACHED = !isWindows;
