import path from 'node:path';

/** `<dataDir>/telemetry/` holds the export settings, the export cursor and its lock. */
export function telemetryPaths(dataDir: string): {
  dir: string;
  settings: string;
  cursor: string;
  lock: string;
} {
  const dir = path.join(dataDir, 'telemetry');
  return {
    dir,
    settings: path.join(dir, 'settings.json'),
    cursor: path.join(dir, 'export-cursor.json'),
    lock: path.join(dir, 'export.lock'),
  };
}
