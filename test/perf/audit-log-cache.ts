import fs from 'node:fs';
import path from 'node:path';

import { GENERATOR_VERSION } from './audit-bench-data';
import { BENCH_CACHE } from './bench-size';

// Generated logs are kept between runs (writing ten million entries takes most of an hour on two
// cores): one folder per size and generator version. Delete it to generate again.
// `variant` names another generator's logs (see history-stats-data.ts), versioned by it.
function cacheDir(rows: number, variant: string): string {
  return path.join(
    BENCH_CACHE,
    variant ? `log-${rows}-${variant}` : `log-${rows}-v${GENERATOR_VERSION}`,
  );
}

/**
 * Puts the cached log of `rows` entries into `auditDir` as hard links (nothing writes to them:
 * the bench only reads a reused log); false when there is none yet.
 */
export function linkCachedLog(rows: number, auditDir: string, variant = ''): boolean {
  const dir = cacheDir(rows, variant);
  if (!fs.existsSync(path.join(dir, 'ready'))) return false;
  fs.mkdirSync(auditDir, { recursive: true });
  for (const name of fs.readdirSync(dir)) {
    if (name.endsWith('.jsonl')) fs.linkSync(path.join(dir, name), path.join(auditDir, name));
  }
  return true;
}

/** Keeps the log files of `auditDir` (hard links) as the cached log of `rows` entries. */
export function saveCachedLog(rows: number, auditDir: string, variant = ''): void {
  const dir = cacheDir(rows, variant);
  const partial = `${dir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  for (const name of fs.readdirSync(auditDir)) {
    if (name.endsWith('.jsonl')) fs.linkSync(path.join(auditDir, name), path.join(partial, name));
  }
  fs.writeFileSync(path.join(partial, 'ready'), `${rows}\n`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(partial, dir);
}
