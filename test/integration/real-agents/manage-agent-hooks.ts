import fs from 'node:fs';

/**
 * A bash hook body that reads its payload and appends one line to `marker`: the proof that an
 * agent ran the hook. The line names the hook's cwd, so a test can tell where it ran.
 */
export function markerHook(marker: string, tag = 'fired'): string {
  return `cat > /dev/null; echo "${tag} $PWD" >> '${marker}'`;
}

/** How many times the hooks writing to `marker` ran (0 when none ever did). */
export function firings(marker: string, tag?: string): number {
  if (!fs.existsSync(marker)) return 0;
  return fs
    .readFileSync(marker, 'utf8')
    .split('\n')
    .filter((line) => line !== '' && (tag === undefined || line.startsWith(`${tag} `))).length;
}
