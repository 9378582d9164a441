import fs from 'node:fs';
import path from 'node:path';

// The switch is a file beside the spool, not app state: the recorder runs in the agents' processes,
// often while Hookyard is closed, and checks for this file (resources/shims/hookyard-record.js).
const PAUSE_FILE = path.join('spool', '.paused');

/** Whether the recorder hooks currently skip recording (they still answer "no opinion"). */
export function isRecordingPaused(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, PAUSE_FILE));
}

/** Pauses or resumes every installed recorder of this data dir. */
export function setRecordingPaused(dataDir: string, paused: boolean): void {
  const file = path.join(dataDir, PAUSE_FILE);
  if (!paused) {
    fs.rmSync(file, { force: true });
    return;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, '', { mode: 0o600 });
}
