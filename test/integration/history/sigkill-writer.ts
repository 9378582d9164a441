// The child of sigkill-durability.test.ts (bundled with rolldown, run with plain Node): it opens
// the store, catches the index up, then appends batches as fast as it can, printing the last id
// of each batch once `append` returned, until it is killed.
import { HistoryStore } from '../../../electron/services/history/history-store';

async function main(): Promise<void> {
  const dataDir = process.argv[2] as string;
  const opened = HistoryStore.open({ dataDir, maxFileBytes: 256 * 1024 });
  if (!opened.ok) {
    process.stdout.write(`failed ${opened.message}\n`);
    process.exit(3);
  }
  await opened.store.sync();
  process.stdout.write('ready\n');
  for (let batch = 0; ; batch++) {
    const size = 1 + Math.floor(Math.random() * 120);
    const inputs = Array.from({ length: size }, (_, i) => ({
      kind: 'hook-run' as const,
      source: 'bench' as const,
      agent: 'claude-code' as const,
      workspace: '/w',
      sessionId: `s${batch % 7}`,
      event: i % 2 ? 'PreToolUse' : 'Stop',
      tool: null,
      hook: `hook-${i % 5}`,
      outcome: 'success',
      durationMs: i,
      payload: { batch, i, pad: 'x'.repeat(Math.floor(Math.random() * 3000)) },
      output: null,
    }));
    const result = opened.store.append(inputs);
    if (!result.ok) throw new Error(result.message);
    process.stdout.write(`ok ${result.entries.map((entry) => entry.id).join(' ')}\n`);
    if (batch % 20 === 19) await new Promise((resolve) => setImmediate(resolve));
  }
}

void main();
