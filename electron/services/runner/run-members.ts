import { randomUUID } from 'node:crypto';
import fs from 'node:fs';

/**
 * The variable that marks every process of one hook run. A process that leaves the hook's group
 * (`setsid`, `setpgid`) and is orphaned loses both handles the kernel offers (group and parent)
 * but keeps its environment through fork and exec: the tag is how it is still found.
 */
export const RUN_TAG_VARIABLE = 'HOOKYARD_RUN_TAG';

/** A fresh tag for one run. */
export function newRunTag(): string {
  return randomUUID();
}

interface ProcEntry {
  pid: number;
  ppid: number;
  pgrp: number;
  /** Zombies and dead entries only wait to be reaped: they run nothing and hold no pipe. */
  running: boolean;
}

function readEntry(pid: number): ProcEntry | null {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'latin1');
  } catch {
    return null;
  }
  // The command name may hold spaces and parentheses: the fields start after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const state = fields[0] ?? 'X';
  return {
    pid,
    ppid: Number(fields[1]),
    pgrp: Number(fields[2]),
    running: state !== 'Z' && state !== 'X',
  };
}

function carriesTag(pid: number, needle: Buffer): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/environ`).includes(needle);
  } catch {
    // Gone, or another user's process: not one of the hook's.
    return false;
  }
}

/**
 * Which pids were handed out after `leader`'s: the kernel gives pids in increasing order and wraps
 * around at pid_max, so they lie in the cyclic range (leader, last pid given]. Only those can be
 * the hook's; reading /proc/<pid>/stat of every process costs tens of milliseconds on some
 * kernels, a few entries cost nothing. When the last pid cannot be read, every pid may be one.
 */
function bornAfter(leader: number): (pid: number) => boolean {
  let last: number;
  try {
    last = Number(fs.readFileSync('/proc/sys/kernel/ns_last_pid', 'latin1'));
  } catch {
    return () => true;
  }
  if (!Number.isInteger(last)) return () => true;
  if (last >= leader) return (pid) => pid > leader && pid <= last;
  return (pid) => pid > leader || pid <= last;
}

/**
 * Linux: the running processes of the run led by `leader` (its pid and process group): every
 * member of its group, every process carrying `tag` in its environment, and every descendant of
 * any of them (a child that cleared its environment while its parent still lives). Never
 * includes this process. An unreadable /proc yields nothing, and the caller falls back on the
 * group alone.
 */
export function runMembers(leader: number, tag: string): number[] {
  let names: string[];
  try {
    names = fs.readdirSync('/proc');
  } catch {
    return [];
  }
  const needle = Buffer.from(`${RUN_TAG_VARIABLE}=${tag}\0`);
  const candidate = bornAfter(leader);
  const entries: ProcEntry[] = [];
  const members = new Set<number>();
  for (const name of names) {
    if (name.charCodeAt(0) > 57 || name.charCodeAt(0) < 48) continue;
    const pid = Number(name);
    if (pid !== leader && !candidate(pid)) continue;
    const entry = readEntry(pid);
    if (!entry || !entry.running || entry.pid === process.pid) continue;
    entries.push(entry);
    // The leader's own pid counts by its tag only: once reaped, the pid may be someone else's.
    if ((entry.pgrp === leader && pid !== leader) || carriesTag(pid, needle)) {
      members.add(entry.pid);
    }
  }
  // Descendants, to a fixed point: a child may be listed before its parent.
  let grew = true;
  while (grew) {
    grew = false;
    for (const entry of entries) {
      if (!members.has(entry.pid) && members.has(entry.ppid)) {
        members.add(entry.pid);
        grew = true;
      }
    }
  }
  return [...members];
}
