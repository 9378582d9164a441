import fs from 'node:fs';
import path from 'node:path';

import { afterEach, describe, expect, test } from 'vitest';

import { auditFileName } from '../../../electron/services/history/history-log';
import { shortHash } from '../../../electron/services/telemetry/record-mapper';
import { OtlpReceiver } from '../../helpers/otlp-receiver';
import { hookRun, openTestStore, tempDir } from '../../unit/history/history-test-kit';
import { REDACTION_CORPUS } from '../../unit/history/redaction-corpus';
import { formsInBytes } from '../history/secret-scan';
import { exporterFor, idsInLog, idsOf } from './telemetry-kit';

let receiver: OtlpReceiver;

afterEach(async () => {
  await receiver?.down();
});

async function startReceiver(): Promise<OtlpReceiver> {
  receiver = new OtlpReceiver();
  await receiver.up();
  return receiver;
}

/** Writes entries through the store (redacted on the way in, as the app does). */
function logEntries(dataDir: string, count: number): void {
  const store = openTestStore({ dataDir });
  const runs = Array.from({ length: count }, (_, i) =>
    hookRun({ outcome: i % 3 === 0 ? 'block' : 'success', durationMs: i, sessionId: `s-${i % 4}` }),
  );
  const result = store.append(runs);
  if (!result.ok) throw new Error(result.message);
  store.dispose();
}

/**
 * Lines with the corpus secrets in clear, appended to the log as an older Hookyard (before a
 * rule existed) could have left them: export must redact them again.
 */
function appendUnredactedLines(dataDir: string): void {
  const file = path.join(dataDir, 'audit', auditFileName('2026-03-02', 1));
  const lines = REDACTION_CORPUS.map((form, i) =>
    JSON.stringify({
      ...hookRun({ hook: form.text, workspace: `/w/${form.text}`, tool: 'Bash' }),
      id: `01JQ0000000000000000${String(i).padStart(6, '0')}`,
      ts: '2026-03-02T10:00:00.000Z',
      payload: { tool_input: { command: form.text } },
      output: { stdout: form.text, stderr: '', exitCode: 0 },
      meta: { decidedBy: form.text },
    }),
  );
  fs.appendFileSync(file, `${lines.join('\n')}\n`);
}

describe('OTLP export of the audit log', () => {
  test('every entry arrives once, as protobuf, with the documented attributes', async () => {
    const dataDir = tempDir();
    logEntries(dataDir, 1200);
    const otlp = await startReceiver();
    const result = await exporterFor(dataDir, otlp.url, { batchSize: 500 }).run(
      new AbortController().signal,
      false,
    );
    expect(result).toEqual({ ok: true, sent: 1200 });
    expect(otlp.requests.map((r) => r.records.length)).toEqual([500, 500, 200]);
    expect(otlp.requests.every((r) => r.contentType === 'application/x-protobuf')).toBe(true);
    expect(otlp.requests[0]?.headers.authorization).toBe('Bearer collector-secret');
    expect(idsOf(otlp.accepted())).toEqual(idsInLog(dataDir));
    const first = otlp.accepted()[0];
    expect(first?.attributes).toMatchObject({
      'hookyard.entry.kind': 'hook-run',
      'hookyard.entry.source': 'runner',
      'hookyard.agent': 'claude-code',
      'hookyard.event': 'PreToolUse',
      'gen_ai.tool.name': 'Bash',
      'hookyard.outcome': 'block',
      'hookyard.duration_ms': 0,
      'session.id': 's-0',
      'process.exit.code': 0,
      'hookyard.hook.id': shortHash('claude-code\0node .claude/hooks/guard.mjs'),
      'hookyard.hook.command': 'node .claude/hooks/guard.mjs',
      'hookyard.workspace.hash': shortHash('/home/dev/app'),
      'hookyard.workspace.path': '/home/dev/app',
    });
    expect(first?.eventName).toBe('hookyard.hook-run');
    expect(first?.body).toBe('claude-code PreToolUse Bash blocked');
    expect(first?.resource).toMatchObject({
      'service.name': 'hookyard',
      'service.version': '0.0.0-test',
      'hookyard.team': 'platform',
    });
    expect(typeof first?.resource['host.name']).toBe('string');
  });

  test('the next run sends only what was appended since', async () => {
    const dataDir = tempDir();
    logEntries(dataDir, 10);
    const otlp = await startReceiver();
    const signal = new AbortController().signal;
    await exporterFor(dataDir, otlp.url).run(signal, false);
    logEntries(dataDir, 5);
    const again = await exporterFor(dataDir, otlp.url).run(signal, false);
    expect(again).toEqual({ ok: true, sent: 5 });
    expect(idsOf(otlp.accepted())).toEqual(idsInLog(dataDir));
  });

  test.each(['counts', 'paths', 'commands', 'payloads'] as const)(
    'share %s: no secret of the redaction corpus leaves the machine',
    async (share) => {
      const dataDir = tempDir();
      logEntries(dataDir, 1);
      appendUnredactedLines(dataDir);
      const otlp = await startReceiver();
      await exporterFor(dataDir, otlp.url, { share }).run(new AbortController().signal, false);
      expect(otlp.accepted()).toHaveLength(1 + REDACTION_CORPUS.length);
      const bytes = Buffer.concat(otlp.requests.map((r) => r.raw));
      const inClear = formsInBytes(REDACTION_CORPUS, bytes);
      console.log(
        `OTLP export (share ${share}): ${REDACTION_CORPUS.length} forms, ${inClear.length} in clear`,
      );
      expect(inClear).toEqual([]);
    },
  );

  test('the share setting decides what leaves: counts sends no command, path or payload', async () => {
    const dataDir = tempDir();
    logEntries(dataDir, 1);
    const otlp = await startReceiver();
    const signal = new AbortController().signal;
    await exporterFor(dataDir, otlp.url, { share: 'counts' }).run(signal, false);
    const [counts] = otlp.accepted();
    expect(counts?.attributes['hookyard.hook.command']).toBeUndefined();
    expect(counts?.attributes['hookyard.workspace.path']).toBeUndefined();
    expect(counts?.attributes['hookyard.workspace.hash']).toBe(shortHash('/home/dev/app'));
    expect(counts?.body).not.toContain('npm test');
    fs.rmSync(path.join(dataDir, 'telemetry'), { recursive: true });
    await exporterFor(dataDir, otlp.url, { share: 'payloads' }).run(signal, false);
    const payloads = otlp.accepted()[1];
    expect(JSON.parse(payloads?.body ?? '{}')).toMatchObject({
      payload: { tool_input: { command: 'npm test' } },
    });
  });
});
