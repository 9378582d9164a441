import fs from 'node:fs';
import path from 'node:path';

/**
 * A file electron-vite builds beside the main bundle (`out/main/<name>.js`: a worker thread, a
 * process host; inputs of electron.vite.config.ts), found from the bundle that runs this code
 * (`out/main` or its `chunks` folder); null when running from sources (tests, benches), where
 * the caller does without it unless given a built one.
 */
export function bundledEntry(name: string): string | null {
  const candidates = [__dirname, path.dirname(__dirname)].map((dir) =>
    path.join(dir, `${name}.js`),
  );
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}
