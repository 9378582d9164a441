import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, test } from 'vitest';

import type { HistoryProgress } from '../../../shared/schemas/history';
import { HistoryService } from '../../../electron/services/history/history-service';
import { resolveHostPaths } from '../../../electron/services/platform/host-paths';
import { hookRun, tempDir } from './history-test-kit';

async function serviceWith(root: string, count: number) {
  const opened = await HistoryService.open({
    dataDir: path.join(root, 'data'),
    paths: resolveHostPaths({ HOME: path.join(root, 'home') }, 'linux'),
    env: {},
  });
  if (!opened.ok) throw new Error(opened.message);
  const at = (i: number) => new Date(Date.UTC(2026, 2, 1, 10, 0, i)).toISOString();
  opened.service.append(
    Array.from({ length: count }, (_, i) =>
      hookRun({ ts: at(i), agent: i % 2 ? 'cline-cli' : 'claude-code', durationMs: i }),
    ),
  );
  return opened.service;
}

describe('exporting the audit log', () => {
  test('writes every entry of the filter oldest first as JSON lines, across pages, with progress', async () => {
    const root = tempDir();
    const service = await serviceWith(root, 1_203);
    try {
      const progress: HistoryProgress[] = [];
      service.onDidProgress((step) => progress.push(step));
      const folder = path.join(root, 'Downloads');
      const result = await service.exportTo(
        { filter: { agent: 'claude-code' }, format: 'jsonl' },
        folder,
      );
      const lines = fs.readFileSync(result.file, 'utf8').trimEnd().split('\n');
      expect(result.entries).toBe(602);
      expect(lines).toHaveLength(602);
      const durations = lines.map((line) => JSON.parse(line).durationMs as number);
      expect(durations).toEqual(Array.from({ length: 602 }, (_, i) => i * 2));
      expect(result.bytes).toBe(fs.statSync(result.file).size);
      expect(progress.filter((step) => step.phase === 'export').at(-1)?.entries).toBe(602);
      // A second export in the same second gets a new name; no partial file is left behind.
      const again = await service.exportTo({ format: 'jsonl' }, folder);
      expect(again.file).not.toBe(result.file);
      expect(again.entries).toBe(1_203);
      expect(fs.readdirSync(folder).filter((name) => name.endsWith('.partial'))).toEqual([]);
    } finally {
      service.dispose();
    }
  });

  test('writes CSV a spreadsheet reads back cell for cell: quotes, commas, line breaks, formulas', async () => {
    const root = tempDir();
    const service = await serviceWith(root, 0);
    try {
      service.append([
        hookRun({
          hook: 'echo "a, b"\nrm -rf x',
          tool: '=HYPERLINK("http://evil")',
          payload: { command: 'ls' },
        }),
      ]);
      const result = await service.exportTo({ format: 'csv' }, path.join(root, 'out'));
      const text = fs.readFileSync(result.file, 'utf8');
      const [header, row] = text.split('\r\n');
      expect(header).toBe(
        'id,ts,kind,source,agent,workspace,sessionId,event,tool,hook,outcome,durationMs,payload,output',
      );
      expect(row).toContain(`'=HYPERLINK(""http://evil"")`);
      expect(text).toContain('"echo ""a, b""\nrm -rf x"');
      expect(text).toContain('"{""command"":""ls""}"');
      expect(result.entries).toBe(1);
    } finally {
      service.dispose();
    }
  });
});
