import fs from 'node:fs';
import path from 'node:path';

import { build } from 'rolldown';

const built = new Map<string, Promise<string>>();

// Under the project's node_modules: a bundle that requires better-sqlite3 (kept out of it, as
// electron-vite keeps dependencies out: its native addon is found from its own package) finds
// it there as the app's bundles do.
const BUILDS = path.resolve(__dirname, '../../node_modules/.cache');

/**
 * An entry (worker thread, child process) bundled from its sources as electron-vite bundles it
 * for the app (`out/main/<name>.js`): tests and benches run from sources, and neither a worker
 * thread nor a bare Node can load TypeScript. Built once per process and entry, into a temp
 * folder removed at exit.
 */
export function builtEntry(source: string, name: string): Promise<string> {
  let file = built.get(name);
  if (!file) {
    file = (async () => {
      fs.mkdirSync(BUILDS, { recursive: true });
      const dir = fs.mkdtempSync(path.join(BUILDS, `hookyard-${name}-`));
      const output = path.join(dir, `${name}.js`);
      await build({
        input: source,
        platform: 'node',
        external: ['better-sqlite3'],
        output: { file: output, format: 'cjs' },
        logLevel: 'silent',
      });
      process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
      return output;
    })();
    built.set(name, file);
  }
  return file;
}

/** The hook process host (`out/main/hook-process-host.js` in the app): see ProcessPool. */
export function builtProcessHost(): Promise<string> {
  return builtEntry(
    path.resolve(__dirname, '../../electron/services/runner/process-host.ts'),
    'hook-process-host',
  );
}
