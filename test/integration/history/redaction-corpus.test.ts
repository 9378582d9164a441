import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { afterEach, describe, expect, test } from 'vitest';

import { dispatch } from '../../../shared/contract';
import type { ApprovalRule } from '../../../shared/schemas/approval';
import { runAuditCli } from '../../../electron/cli/commands/audit';
import { createContractHandlers } from '../../../electron/services/contract-handlers';
import { shimsOfTarget } from '../../../electron/services/agents/registry';
import { resolveHostPaths } from '../../../electron/services/platform/host-paths';
import { createTempHome, createTestServices } from '../../helpers/temp-home';
import { approve, startApprovalsWorld, type ApprovalsWorld } from '../approvals/approvals-world';
import { claudePermissionRequest, until } from '../approvals/bridge-client';
import { openTestStore, tempDir } from '../../unit/history/history-test-kit';
import { REDACTION_CORPUS } from '../../unit/history/redaction-corpus';
import { formsInBytes, formsInFiles, formsInFtsTerms } from './secret-scan';

// Issue 19 §5: every form of the corpus goes in through the real ways in (the recorder the
// installer sets up, `hookyard audit import`, the approvals bridge) and must come out of none
// of the places that keep or show it: the log, `audit query`, both exports, the SQLite index
// with its -wal and full-text terms, the spool, and every other file in the data folder.

const RECORDER = path.resolve(__dirname, '../../../resources/shims/hookyard-record.js');
const N = REDACTION_CORPUS.length;

/** What `command` of a Claude Code Bash call would be, as the PreToolUse payload carries it. */
function preToolUse(command: string, i: number) {
  return {
    session_id: `corpus-${i}`,
    cwd: '/w',
    hook_event_name: 'PreToolUse',
    tool_name: 'Bash',
    tool_input: { command, description: 'corpus form' },
  };
}

/** Runs one installed handler as Claude Code does: exec form, payload on stdin. */
function runHandler(handler: { command: string; args: string[] }, stdin: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(handler.command, handler.args, {
      env: { PATH: process.env.PATH },
      stdio: ['pipe', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? -1));
    child.stdin.end(stdin);
  });
}

function report(place: string, inClear: string[]): void {
  console.log(`${place}: ${N} forms, ${inClear.length} in clear`);
}

async function cli(args: string[], env: NodeJS.ProcessEnv) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const io = { out: (line: string) => stdout.push(line), err: (line: string) => stderr.push(line) };
  const code = await runAuditCli(args, io, { env, signal: new AbortController().signal });
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

describe('the redaction corpus', () => {
  let world: ApprovalsWorld | null = null;
  afterEach(async () => {
    await world?.services.dispose();
    await world?.temp.cleanup();
    world = null;
  });

  test('through the recorder and `hookyard audit import`: no secret in the log, query, exports, index or spool', async () => {
    expect(N).toBeGreaterThanOrEqual(40);
    const root = tempDir('hookyard-corpus-');
    const home = path.join(root, 'home');
    const dataDir = path.join(root, 'data');
    const env = { HOME: home, PATH: process.env.PATH };
    const paths = resolveHostPaths(env, 'linux');
    const [step] = shimsOfTarget('claude-code').recorder(
      { paths, dataDir, recorderPath: RECORDER, approverPath: '', nodePath: process.execPath },
      { kind: 'user' },
    );
    if (step?.kind !== 'settings-entry') throw new Error('no recorder plan');
    const handler = (step.group as { hooks: Array<{ command: string; args: string[] }> }).hooks[0]!;
    for (let i = 0; i < N; i += 4) {
      const batch = REDACTION_CORPUS.slice(i, i + 4);
      const codes = await Promise.all(
        batch.map((form, j) => runHandler(handler, JSON.stringify(preToolUse(form.text, i + j)))),
      );
      expect(codes).toEqual(batch.map(() => 0));
    }
    // The recorder really spooled them in clear (one file per event, written by its background
    // job just after it answered): the scan below is able to see a secret.
    const spooled = () =>
      Object.values(formsInFiles(REDACTION_CORPUS, path.join(dataDir, 'spool')))
        .flat()
        .sort();
    await expect.poll(spooled).toEqual(REDACTION_CORPUS.map(({ form }) => form).sort());

    const imported = await cli(['import', '--data-dir', dataDir], env);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toMatch(
      new RegExp(`recorder\\s+1 files, ${N} new lines, ${N} entries`),
    );

    const query = await cli(['query', '--data-dir', dataDir, '--limit', '500'], env);
    const queryJson = await cli(['query', '--json', '--data-dir', dataDir, '--limit', '500'], env);
    expect(query.stdout.split('\n')).toHaveLength(N);
    expect(JSON.parse(queryJson.stdout).entries).toHaveLength(N);
    const out = path.join(root, 'out');
    for (const format of ['jsonl', 'csv']) {
      const file = path.join(out, `audit.${format}`);
      const done = await cli(
        ['export', '--format', format, '--out', file, '--data-dir', dataDir],
        env,
      );
      expect(done.stderr).toBe(`Exported ${N} entries to ${file}`);
    }

    // Reindex through an open store, so that the index's pages are (also) in its -wal file.
    const store = openTestStore({ dataDir });
    try {
      await store.reindex({ fresh: false });
      const index = path.join(dataDir, 'audit', 'index.sqlite');
      expect(fs.statSync(`${index}-wal`).size).toBeGreaterThan(0);
      const places: Record<string, string[]> = {
        'audit query': formsInBytes(REDACTION_CORPUS, Buffer.from(query.stdout)),
        'audit query --json': formsInBytes(REDACTION_CORPUS, Buffer.from(queryJson.stdout)),
        'CSV export': formsInBytes(REDACTION_CORPUS, fs.readFileSync(path.join(out, 'audit.csv'))),
        'JSONL export': formsInBytes(
          REDACTION_CORPUS,
          fs.readFileSync(path.join(out, 'audit.jsonl')),
        ),
        'index full-text terms': formsInFtsTerms(REDACTION_CORPUS, index),
      };
      const files = formsInFiles(REDACTION_CORPUS, dataDir);
      for (const [place, inClear] of Object.entries(places)) report(place, inClear);
      report('files in the data folder (log, index, -wal, spool)', [
        ...new Set(Object.values(files).flat()),
      ]);
      expect(places).toEqual(Object.fromEntries(Object.keys(places).map((place) => [place, []])));
      expect(files).toEqual({});
      expect(fs.readdirSync(path.join(dataDir, 'spool'), { recursive: true })).toEqual(['events']);
    } finally {
      store.dispose();
    }
  }, 120_000);

  test('through the approvals bridge: no secret in the decision entries or the data folder', async () => {
    world = await startApprovalsWorld();
    const { services, address, temp } = world;
    const allowBash: ApprovalRule = {
      id: 'bash-ok',
      scope: { kind: 'global' },
      tool: 'Bash',
      patternKind: 'glob',
      decision: 'allow',
      failMode: 'closed',
      origin: 'user',
      createdAt: 0,
    };
    const saved = await dispatch(
      createContractHandlers(services),
      'approvals:save-rules',
      { rules: [allowBash] },
      { error: () => undefined },
    );
    expect(saved).toMatchObject({ ok: true });
    for (const form of REDACTION_CORPUS) {
      const reply = await approve(
        address,
        'agent=claude-code',
        claudePermissionRequest('/w', form.text),
      );
      expect(reply.status).toBe(200);
    }
    const decisions = () =>
      services.audit.service.query({ filter: { kind: 'decision' }, order: 'asc', limit: 500 })
        .entries;
    await until(() => (decisions().length === N ? true : null));
    const entries = formsInBytes(REDACTION_CORPUS, Buffer.from(JSON.stringify(decisions())));
    const index = path.join(temp.dataDir, 'audit', 'index.sqlite');
    expect(fs.statSync(`${index}-wal`).size).toBeGreaterThan(0);
    const terms = formsInFtsTerms(REDACTION_CORPUS, index);
    const files = formsInFiles(REDACTION_CORPUS, temp.dataDir);
    report('approval decision entries', entries);
    report('index full-text terms (approvals)', terms);
    report('files in the data folder (approvals)', [...new Set(Object.values(files).flat())]);
    expect({ entries, terms, files }).toEqual({ entries: [], terms: [], files: {} });
  }, 120_000);

  test('through the test bench: no secret in the recorded run, its payload or the hook’s output', async () => {
    const temp = await createTempHome();
    // A user-level hook that prints back the payload it got: its output carries every secret.
    await temp.write(
      'home/.claude/settings.json',
      JSON.stringify({
        hooks: { PreToolUse: [{ hooks: [{ type: 'command', command: 'cat >&2' }] }] },
      }),
    );
    const services = await createTestServices(temp);
    try {
      const payload = {
        ...preToolUse(REDACTION_CORPUS[0]?.text ?? '', 0),
        corpus: REDACTION_CORPUS.map(({ text }) => text),
      };
      const scope = { kind: 'user' } as const;
      await services.bench.run({
        runId: 'r',
        scope,
        agent: 'claude-code',
        event: 'PreToolUse',
        payload,
      });
      const runs = () =>
        services.audit.service.query({ filter: { kind: 'hookyard-run' }, order: 'asc', limit: 500 })
          .entries;
      const [run] = await until(() => (runs().length > 0 ? runs() : null));
      // The hook really echoed the payload: the run's output is there to be scanned.
      expect(JSON.stringify(run?.output)).toContain('corpus form');
      const entries = formsInBytes(REDACTION_CORPUS, Buffer.from(JSON.stringify(runs())));
      const files = [
        ...new Set(Object.values(formsInFiles(REDACTION_CORPUS, temp.dataDir)).flat()),
      ];
      report('test bench run entries', entries);
      report('files in the data folder (test bench)', files);
      expect({ entries, files }).toEqual({ entries: [], files: [] });
    } finally {
      await services.dispose();
      await temp.cleanup();
    }
  }, 120_000);
});
