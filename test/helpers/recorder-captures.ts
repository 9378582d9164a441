import fs from 'node:fs';
import path from 'node:path';

/** One payload the test recorder hook saved: the event, the hook's label and its stdin. */
export interface RecorderCapture {
  event: string;
  label: string;
  stdin: Record<string, unknown>;
}

/** The payloads the recorder hook saved in `dir`, in file-name order; none when it never ran. */
export function recorderCaptures(dir: string): RecorderCapture[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as RecorderCapture);
}
