import fs from 'node:fs';
import path from 'node:path';

/**
 * What the recorders have left in a spool folder and not yet imported: the Node recorder's
 * `<agent>.jsonl` files and the shell recorder's `events/*` files (one per event). Empty when
 * nothing was recorded since the last import.
 */
export function spooledRecords(spool: string): string[] {
  const list = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  return [
    ...list(spool).filter((name) => name.endsWith('.jsonl')),
    ...list(path.join(spool, 'events')).map((name) => `events/${name}`),
  ];
}
