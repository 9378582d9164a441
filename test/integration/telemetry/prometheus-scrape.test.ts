import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import { afterEach, describe, expect, test } from 'vitest';

import { startServeProcess, type ServeProcess } from '../../helpers/serve-process';
import { hookRun, openTestStore, tempDir } from '../../unit/history/history-test-kit';

// Debian's `prometheus` package (apt-get install prometheus; .ci/run installs it).
const PROMETHEUS = '/usr/bin/prometheus';
const PROMTOOL = '/usr/bin/promtool';

let serve: ServeProcess | null = null;
let prometheus: ChildProcess | null = null;

afterEach(async () => {
  prometheus?.kill('SIGKILL');
  prometheus = null;
  await serve?.stop();
  serve = null;
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The runs the test makes: 5 allowed and 3 blocked Bash calls, 2 failing Cline task starts. */
function recordRuns(dataDir: string): void {
  const store = openTestStore({ dataDir });
  const runs = [
    ...Array.from({ length: 5 }, () => hookRun({ outcome: 'success', durationMs: 20 })),
    ...Array.from({ length: 3 }, () => hookRun({ outcome: 'block', durationMs: 300 })),
    ...Array.from({ length: 2 }, () =>
      hookRun({
        agent: 'cline-cli',
        event: 'TaskStart',
        tool: null,
        outcome: 'error',
        durationMs: 4,
      }),
    ),
  ];
  const result = store.append(runs);
  if (!result.ok) throw new Error(result.message);
  store.dispose();
}

async function query(base: string, promql: string): Promise<Record<string, number>> {
  const response = await fetch(`${base}/api/v1/query?query=${encodeURIComponent(promql)}`);
  const body = (await response.json()) as {
    data?: { result?: { metric: Record<string, string>; value: [number, string] }[] };
  };
  const out: Record<string, number> = {};
  for (const row of body.data?.result ?? []) out[row.metric.outcome ?? ''] = Number(row.value[1]);
  return out;
}

describe('Prometheus scrapes /metrics of hookyard serve', () => {
  test('401 without the token; promtool accepts the text; PromQL returns the runs made', async () => {
    const dataDir = tempDir();
    const home = tempDir('hookyard-home-');
    recordRuns(dataDir);
    serve = await startServeProcess({ home, dataDir });
    const metricsUrl = `${serve.origin}/metrics`;
    expect((await fetch(metricsUrl)).status).toBe(401);
    expect((await fetch(metricsUrl, { headers: { authorization: 'Bearer wrong' } })).status).toBe(
      401,
    );
    const scraped = await fetch(metricsUrl, {
      headers: { authorization: `Bearer ${serve.token}` },
    });
    expect(scraped.status).toBe(200);
    const text = await scraped.text();
    const check = spawnSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(check.stderr + check.stdout).toBe('');
    expect(check.status).toBe(0);
    // The check can fail: promtool refuses a counter without the _total suffix.
    const bad = '# HELP hookyard_runs Runs.\n# TYPE hookyard_runs counter\nhookyard_runs 1\n';
    expect(spawnSync(PROMTOOL, ['check', 'metrics'], { input: bad }).status).not.toBe(0);

    const dir = tempDir('hookyard-prometheus-');
    const target = new URL(serve.origin).host;
    fs.writeFileSync(
      path.join(dir, 'prometheus.yml'),
      [
        'global: { scrape_interval: 1s, evaluation_interval: 1s }',
        'scrape_configs:',
        '  - job_name: hookyard',
        `    static_configs: [{ targets: ['${target}'] }]`,
        '    authorization:',
        '      type: Bearer',
        `      credentials: '${serve.token}'`,
        '',
      ].join('\n'),
    );
    const port = await freePort();
    prometheus = spawn(
      PROMETHEUS,
      [
        `--config.file=${path.join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: 'ignore' },
    );
    const base = `http://127.0.0.1:${port}`;
    await expect
      .poll(() => query(base, 'sum by (outcome) (hookyard_hook_runs_total)').catch(() => ({})), {
        timeout: 30_000,
        interval: 500,
      })
      .toEqual({ success: 5, block: 3, error: 2 });
    await expect
      .poll(() => query(base, 'sum(hookyard_hook_duration_seconds_count{event="PreToolUse"})'))
      .toEqual({ '': 8 });
    await expect
      .poll(() => query(base, 'sum(hookyard_hook_duration_seconds_bucket{le="0.025"})'))
      .toEqual({ '': 7 });
  });
});
