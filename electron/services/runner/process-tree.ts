import { spawn } from 'node:child_process';
import fs from 'node:fs';

const isWindows = process.platform === 'win32';

/**
 * Signals a hook's whole process tree. On POSIX the hook leads its own process group (it is
 * spawned detached), so `kill(-pid)` reaches every process still in that group, including
 * daemons it forked without `setsid`. On Windows `taskkill /T /F` ends the tree (always forcibly:
 * Windows has no SIGTERM). Never throws: a group that is already gone is the goal.
 */
export function killTree(pid: number, signal: NodeJS.Signals): void {
  if (isWindows) {
    const killer = spawn('taskkill', ['/T', '/F', '/PID', String(pid)], {
      stdio: 'ignore',
      windowsHide: true,
    });
    killer.on('error', () => undefined);
    return;
  }
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: nothing left in the group.
  }
}

function anyMember(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    // EPERM means a member exists but belongs to someone else: still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Linux: whether a member of group `pgid` is running (not a zombie). Orphaned members are reaped
 * by init at its own pace, and a zombie still counts for `kill(-pgid, 0)`.
 */
function liveMemberOnLinux(pgid: number): boolean {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return true;
  }
  for (const entry of entries) {
    if (entry.charCodeAt(0) > 57) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'latin1');
    } catch {
      continue;
    }
    // Fields after the command name: state ppid pgrp ...
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid && fields[0] !== 'Z' && fields[0] !== 'X') return true;
  }
  return false;
}

/**
 * Whether any process of the hook's group is still running (POSIX only; false on Windows, where
 * `taskkill /T` is the only tree handle). The cheap signal-0 probe answers the common case; the
 * /proc scan only runs when something is left.
 */
export function groupAlive(pid: number): boolean {
  if (isWindows || !anyMember(pid)) return false;
  return process.platform === 'linux' ? liveMemberOnLinux(pid) : true;
}

/** Whether hooks are spawned as process-group leaders on this platform. */
export const SPAWN_DETACHED = !isWindows;
