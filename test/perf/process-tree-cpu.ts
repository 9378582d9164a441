import fs from 'node:fs';

import { procStatFields } from '../../electron/services/runner/run-members';

/**
 * Linux's clock tick for /proc times (USER_HZ): 100 on every architecture Node runs on there.
 * Taken as known rather than asked of `getconf CLK_TCK`, so that measuring starts no process.
 */
const TICKS_PER_SECOND = 100;

/** utime, stime, cutime and cstime of /proc/<pid>/stat, in ticks; null once it is gone. */
function ownAndReapedTicks(pid: number | 'self'): { ticks: number; ppid: number } | null {
  const fields = procStatFields(pid);
  if (!fields) return null;
  // Fields 4 (ppid) and 14-17 (utime, stime, cutime, cstime) of proc(5), from field 3 here.
  const ticks = [11, 12, 13, 14].reduce((sum, at) => sum + Number(fields[at]), 0);
  return { ticks, ppid: Number(fields[1]) };
}

/**
 * CPU milliseconds this process and every process it started have used so far: its own time,
 * what its reaped children used, and what its live children (the app's process hosts) used with
 * the children they reaped. What a replay or a bare spawn costs the machine, whatever else runs
 * beside it, where wall time follows the load. Null off Linux (no /proc).
 */
export function processTreeCpuMs(): number | null {
  const self = ownAndReapedTicks('self');
  if (!self) return null;
  let ticks = self.ticks;
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const child = ownAndReapedTicks(Number(name));
    if (child?.ppid === process.pid) ticks += child.ticks;
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
