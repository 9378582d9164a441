import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import {
  readCodexHookAnswer,
  type CodexHookAnswer,
} from '../../../../electron/services/agents/codex/codex-hook-answer';
import { sharedPath } from '../../../helpers/shared-dir';

// Every hook run the real Codex 0.169.0 reported through its app-server in the recorded
// scenarios (fixtures/codex/scenarios-summary.json, `x-*`): the same recorder hook, in the same
// mode, is run here on the captured payload of its event, and Hookyard's reading of its answer
// must give Codex's status and entry. A wrong rule in codex-hook-answer.ts fails a row.
const RECORDER = sharedPath('clients', 'codex', 'hook-recorder.sh');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-codex-recorded-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

interface RecordedRun {
  event: string;
  label: string | null;
  status: string;
  entries: Array<{ kind: string; text: string }>;
}

const PREFIXES: Record<string, string> = {
  'x-pre-': 'PreToolUse',
  'x-post-': 'PostToolUse',
  'x-ups-': 'UserPromptSubmit',
  'x-ss-': 'SessionStart',
  'x-stop-': 'Stop',
  'x-pr-': 'PermissionRequest',
};
const MODE_OF_LABEL: Record<string, string> = {
  'x-stop-block': 'stop-block-once',
  'x-pr-deny': 'pr-deny',
  'x-pr-exit2': 'exit2',
  'x-pr-pass': 'pass',
};

function recordedRuns(): Array<
  RecordedRun & { scenario: string; mode: string; hookEvent: string }
> {
  const scenarios = JSON.parse(
    fs.readFileSync(sharedPath('fixtures', 'codex', 'scenarios-summary.json'), 'utf8'),
  ) as Array<{ id: string; hookRuns?: { completed?: RecordedRun[] } }>;
  const seen = new Set<string>();
  return scenarios.flatMap((scenario) =>
    (scenario.hookRuns?.completed ?? []).flatMap((run) => {
      const prefix = Object.keys(PREFIXES).find((p) => run.label?.startsWith(p));
      if (!prefix || !run.label || scenario.id === 'x-timeout') return [];
      // A Stop hook that blocks once is reported twice: keep its first, blocking run.
      if (seen.has(run.label)) return [];
      seen.add(run.label);
      const mode = MODE_OF_LABEL[run.label] ?? run.label.slice(prefix.length);
      return [{ ...run, scenario: scenario.id, mode, hookEvent: PREFIXES[prefix]! }];
    }),
  );
}

function entryOf(answer: CodexHookAnswer): { kind: string; text: string } | null {
  if (answer.status === 'failed') return { kind: 'error', text: answer.error ?? '' };
  if (answer.status === 'blocked') return { kind: 'feedback', text: answer.feedback ?? '' };
  if (answer.status === 'stopped') return { kind: 'stop', text: answer.feedback ?? '' };
  if (answer.systemMessage) return { kind: 'warning', text: answer.systemMessage };
  if (answer.context.length > 0) return { kind: 'context', text: answer.context[0]! };
  return null;
}

const runs = recordedRuns();

describe('Codex hook answers: Hookyard reads them as the real Codex did', () => {
  test('the recorded scenarios hold enough runs to mean something', () => {
    expect(runs.length).toBeGreaterThanOrEqual(40);
  });

  test.each(runs.map((r) => [`${r.scenario} ${r.label} (${r.mode})`, r] as const))(
    '%s',
    (_name, run) => {
      const payload = fs.readFileSync(
        sharedPath('fixtures', 'codex', 'payloads', `${run.hookEvent}.json`),
        'utf8',
      );
      const captures = path.join(scratch, run.label!);
      const hook = spawnSync('bash', [RECORDER, run.mode, run.label!], {
        input: payload,
        encoding: 'utf8',
        env: { PATH: process.env['PATH'], CAPTURE_DIR: captures },
      });
      const answer = readCodexHookAnswer(run.hookEvent, {
        exitCode: hook.status,
        stdout: hook.stdout,
        stderr: hook.stderr,
        timedOut: false,
        timeoutSec: 600,
      });
      expect(answer.status).toBe(run.status);
      const entry = entryOf(answer);
      expect(entry).toEqual(
        run.entries[0] ? { kind: run.entries[0].kind, text: run.entries[0].text.trim() } : null,
      );
    },
  );
});
