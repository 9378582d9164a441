import fs from 'node:fs';
import path from 'node:path';

import { GENERATOR_VERSION } from './audit-bench-data';
import { BENCH_CACHE } from './bench-size';
import { writeBenchLog, type InputMaker } from './bench-log-writer';

// Generated logs are kept between runs (ten million entries are about 5 GB and minutes to write):
// one folder per size and generator version. Delete it to generate again.
// `variant` names another generator's logs (see history-stats-data.ts), versioned by it.
function cacheDir(rows: number, variant: string): string {
  return path.join(
    BENCH_CACHE,
    variant ? `log-${rows}-${variant}` : `log-${rows}-v${GENERATOR_VERSION}`,
  );
}

/**
 * Puts the generated log of `rows` entries into `auditDir` as hard links (nothing writes to them:
 * the benches only read a log), writing it into the cache first when it is not there yet.
 * Returns whether it was generated in this call.
 */
export function linkGeneratedLog(
  rows: number,
  auditDir: string,
  make: InputMaker,
  variant = '',
): boolean {
  const dir = cacheDir(rows, variant);
  const generated = !fs.existsSync(path.join(dir, 'ready'));
  if (generated) {
    // Written aside and renamed whole: an interrupted run leaves no log that looks complete.
    const partial = `${dir}.partial`;
    fs.rmSync(partial, { recursive: true, force: true });
    writeBenchLog(partial, rows, make, variant || `uniform-v${GENERATOR_VERSION}`);
    fs.writeFileSync(path.join(partial, 'ready'), `${rows}\n`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(partial, dir);
  }
  fs.mkdirSync(auditDir, { recursive: true });
  for (const name of fs.readdirSync(dir)) {
    if (name.endsWith('.jsonl')) fs.linkSync(path.join(dir, name), path.join(auditDir, name));
  }
  return generated;
}
