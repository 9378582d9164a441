import fs from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';

import { runAuditCli } from '../../../electron/cli/commands/audit';
import { AUDIT_MIGRATIONS } from '../../../electron/services/history/migrations';
import { migrate } from '../../../electron/services/history/migrations/migrate';
import { openTestStore, tempDir } from '../../unit/history/history-test-kit';
import { REDACTION_CORPUS } from '../../unit/history/redaction-corpus';
import { formsInFiles } from './secret-scan';

// Claude Code's transcript ingester carries the inputs of tool calls between reads, until their
// results come (to name the tool a later decision is about). That carry-over is saved in the
// index beside the file's offset: it must be as redacted as the entries.

const CLAUDE_VERSION = '2.1.328';

/** A transcript line of an assistant message that calls Bash with `command`. */
function toolUseLine(command: string, i: number): string {
  return JSON.stringify({
    type: 'assistant',
    sessionId: 'session-1',
    cwd: '/home/ana/shop',
    version: CLAUDE_VERSION,
    timestamp: new Date(Date.UTC(2026, 11, 7, 1, 0, i)).toISOString(),
    message: {
      role: 'assistant',
      content: [{ type: 'tool_use', id: `toolu_${i}`, name: 'Bash', input: { command } }],
    },
  });
}

async function auditCli(args: string[], env: NodeJS.ProcessEnv) {
  const err: string[] = [];
  const code = await runAuditCli(
    args,
    { out: () => undefined, err: (line) => err.push(line) },
    { env, signal: new AbortController().signal },
  );
  return { code, stderr: err.join('\n') };
}

describe('the carry-over of the Claude Code transcript ingester', () => {
  test('is saved redacted: no secret of a tool call waiting for its result in the index files', async () => {
    const root = tempDir('hookyard-cursor-');
    const home = path.join(root, 'home');
    const dataDir = path.join(root, 'data');
    const transcript = path.join(home, '.claude/projects/-home-ana-shop/session-1.jsonl');
    fs.mkdirSync(path.dirname(transcript), { recursive: true });
    fs.writeFileSync(
      transcript,
      REDACTION_CORPUS.map((form, i) => toolUseLine(form.text, i)).join('\n') + '\n',
    );
    // The scan can see them: in clear in the transcript itself.
    expect(Object.values(formsInFiles(REDACTION_CORPUS, home)).flat()).toHaveLength(
      REDACTION_CORPUS.length,
    );

    const imported = await auditCli(['import', '--data-dir', dataDir], {
      HOME: home,
      PATH: process.env.PATH,
    });
    expect(imported.code, imported.stderr).toBe(0);
    const index = new Database(path.join(dataDir, 'audit', 'index.sqlite'), { readonly: true });
    const saved = index.prepare('SELECT state FROM ingest_cursors WHERE path = ?').get(transcript);
    index.close();
    // Carried, and redacted: the tools are there, with their inputs' secrets marked.
    const state = JSON.parse((saved as { state: string }).state) as { tools: unknown[][] };
    expect(state.tools).toHaveLength(REDACTION_CORPUS.length);
    expect(JSON.stringify(state.tools)).toContain('[REDACTED:');
    expect(formsInFiles(REDACTION_CORPUS, dataDir)).toEqual({});
  });

  test('saved in clear by an older Hookyard, is redacted when the index is opened, old bytes and all', () => {
    const dataDir = tempDir('hookyard-cursor-');
    const file = path.join(dataDir, 'audit', 'index.sqlite');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const old = new Database(file);
    old.pragma('journal_mode = WAL');
    migrate(
      old,
      AUDIT_MIGRATIONS.filter((migration) => migration.version < 7),
    );
    const tools = REDACTION_CORPUS.map((form, i) => [`toolu_${i}`, 'Bash', { command: form.text }]);
    old
      .prepare(
        `INSERT INTO ingest_cursors (path, source, identity, offset, state, lines, entries, malformed, updated_at)
         VALUES ('/t.jsonl', 'claude-transcript', '1:2', 10, ?, 1, 0, 0, '2026-12-01T00:00:00Z')`,
      )
      .run(JSON.stringify({ tools, pendingStop: [] }));
    old.close();
    expect(Object.keys(formsInFiles(REDACTION_CORPUS, dataDir))).toEqual(['audit/index.sqlite']);

    openTestStore({ dataDir }).dispose();
    expect(formsInFiles(REDACTION_CORPUS, dataDir)).toEqual({});
  });
});
