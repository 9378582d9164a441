import fs from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { startServeProcess, type ServeProcess } from '../../helpers/serve-process';
import { createTempHome } from '../../helpers/temp-home';

// Written into the process by --require: the modules it loaded, saved as it exits.
const RECORD_LOADED = `
const fs = require('node:fs');
process.on('exit', () => fs.writeFileSync(process.env.LOADED_MODULES, Object.keys(require.cache).join('\\n')));
`;

/**
 * The modules `hookyard serve` has loaded when it is stopped: `setup` prepares its data folder,
 * `whileRunning` waits for what should have happened by then.
 */
async function modulesLoadedByServe(
  setup: (dataDir: string) => Promise<void> = async () => {},
  whileRunning: (serve: ServeProcess) => Promise<void> = async () => {},
): Promise<string[]> {
  const temp = await createTempHome();
  try {
    const preload = await temp.write('record-loaded.cjs', RECORD_LOADED);
    const list = path.join(temp.root, 'loaded.txt');
    await setup(temp.dataDir);
    const serve = await startServeProcess({
      home: temp.home,
      dataDir: temp.dataDir,
      env: { NODE_OPTIONS: `--require ${preload}`, LOADED_MODULES: list },
    });
    await whileRunning(serve);
    await serve.stop();
    return (await fs.readFile(list, 'utf8')).split('\n');
  } finally {
    await temp.cleanup();
  }
}

async function exportState(serve: ServeProcess): Promise<string | undefined> {
  const response = await fetch(`${serve.origin}/api/telemetry:get-status`, {
    method: 'POST',
    headers: { authorization: `Bearer ${serve.token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return ((await response.json()) as { value?: { state?: string } }).value?.state;
}

const OPENTELEMETRY_SDK = /[\\/]@opentelemetry[\\/](sdk-logs|exporter-logs-otlp-proto)[\\/]/;

describe('the OTLP exporter is loaded only when export is on', () => {
  // It is a third of the CPU the services take to load, paid by every start of the app, of
  // `serve` and of each CLI command.
  it('serve starts without it while export is off', async () => {
    const loaded = await modulesLoadedByServe();
    expect(loaded.some((file) => file.includes('better-sqlite3'))).toBe(true);
    expect(loaded.filter((file) => OPENTELEMETRY_SDK.test(file))).toEqual([]);
  });

  it('serve loads it when export is on at start', async () => {
    const loaded = await modulesLoadedByServe(
      async (dataDir) => {
        await fs.mkdir(path.join(dataDir, 'telemetry'), { recursive: true });
        await fs.writeFile(
          path.join(dataDir, 'telemetry', 'settings.json'),
          JSON.stringify({ enabled: true, endpoint: 'http://127.0.0.1:9/' }),
        );
      },
      // Export starts once the exporter is loaded: wait for it to run.
      async (serve) => {
        await expect.poll(() => exportState(serve)).toMatch(/^(sending|idle|retrying)$/);
      },
    );
    expect(loaded.some((file) => OPENTELEMETRY_SDK.test(file))).toBe(true);
  });
});
