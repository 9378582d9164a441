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
  /** Kernel threads have no user memory, so no environment and no command line, ever. */
  kernelThread: boolean;
}

/**
 * The fields of /proc/<pid>/stat from the state on (proc(5)'s field 3 is index 0 here); null
 * once the process is gone or cannot be read.
 */
export function procStatFields(pid: number | 'self'): string[] | null {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'latin1');
  } catch {
    return null;
  }
  // The command name may hold spaces and parentheses: the fields start after its last ')'.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

// PF_KTHREAD in proc(5)'s field 9, the task's flags (include/linux/sched.h).
const PF_KTHREAD = 0x00200000;

function readEntry(pid: number): ProcEntry | null {
  const fields = procStatFields(pid);
  if (!fields) return null;
  const state = fields[0] ?? 'X';
  return {
    pid,
    ppid: Number(fields[1]),
    pgrp: Number(fields[2]),
    running: state !== 'Z' && state !== 'X',
    kernelThread: (Number(fields[6]) & PF_KTHREAD) !== 0,
  };
}

function readProcFile(pid: number, name: 'environ' | 'cmdline'): Buffer | null {
  try {
    return fs.readFileSync(`/proc/${pid}/${name}`);
  } catch {
    // Gone, or another user's process.
    return null;
  }
}

/**
 * How long a process caught in the middle of an exec is waited for. The window is normally well
 * under a millisecond, but a process descheduled inside it on two busy cores stays there for
 * several: five 1 ms re-reads still missed one run in 200 under a full CI run.
 */
const EXEC_WAIT_MS = 250;
const pause = new Int32Array(new SharedArrayBuffer(4));

function carriesTag(entry: ProcEntry, needle: Buffer): boolean {
  const deadline = performance.now() + EXEC_WAIT_MS;
  for (;;) {
    const environ = readProcFile(entry.pid, 'environ');
    if (environ === null) return false;
    if (environ.length > 0 || entry.kernelThread) return environ.includes(needle);
    // An exec swaps in the new image's memory before it sets the bounds of its arguments and
    // environment, so in between both read as empty: a hook's `setsid sleep &` caught there as
    // the hook exited was taken for a stranger and left running. A process started with an
    // empty environment still has its command line, so only a real exec is waited for.
    const cmdline = readProcFile(entry.pid, 'cmdline');
    if (cmdline === null || performance.now() > deadline) return false;
    // The exec may have ended between the two reads: the environment read after it decides.
    if (cmdline.length > 0) return readProcFile(entry.pid, 'environ')?.includes(needle) ?? false;
    Atomics.wait(pause, 0, 0, 1);
  }
}

/** Up to this many pids handed out since the hook started, they are probed one by one. */
const PROBE_LIMIT = 256;

function listedPids(): number[] {
  try {
    return fs
      .readdirSync('/proc')
      .filter((name) => name.charCodeAt(0) >= 48 && name.charCodeAt(0) <= 57)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * The pids that can be the hook's: its leader's and those handed out after it. The kernel gives
 * pids in increasing order and wraps around at pid_max, so they lie in the cyclic range
 * (leader, last pid given]. Reading /proc/<pid>/stat of every process costs tens of
 * milliseconds on some kernels and even listing /proc costs a third of one: a short range is
 * probed pid by pid, a long one filtered from the listing; without the last pid, every pid.
 */
function candidatePids(leader: number): number[] {
  let last = Number.NaN;
  try {
    last = Number(fs.readFileSync('/proc/sys/kernel/ns_last_pid', 'latin1'));
  } catch {
    // No pid counter to read: every listed process is a candidate.
  }
  if (!Number.isInteger(last)) return listedPids();
  if (last >= leader && last - leader <= PROBE_LIMIT) {
    return Array.from({ length: last - leader + 1 }, (_, offset) => leader + offset);
  }
  const after =
    last >= leader
      ? (pid: number) => pid > leader && pid <= last
      : (pid: number) => pid > leader || pid <= last;
  return listedPids().filter((pid) => pid === leader || after(pid));
}

/**
 * Linux: the running processes of the run led by `leader` (its pid and process group): every
 * member of its group, every process carrying `tag` in its environment, and every descendant of
 * any of them (a child that cleared its environment while its parent still lives). Never
 * includes this process. An unreadable /proc yields nothing, and the caller falls back on the
 * group alone.
 */
export function runMembers(leader: number, tag: string): number[] {
  const needle = Buffer.from(`${RUN_TAG_VARIABLE}=${tag}\0`);
  const entries: ProcEntry[] = [];
  const members = new Set<number>();
  for (const pid of candidatePids(leader)) {
    const entry = readEntry(pid);
    if (!entry || !entry.running || entry.pid === process.pid) continue;
    entries.push(entry);
    // The leader's own pid counts by its tag only: once reaped, the pid may be someone else's.
    if ((entry.pgrp === leader && pid !== leader) || carriesTag(entry, needle)) {
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
