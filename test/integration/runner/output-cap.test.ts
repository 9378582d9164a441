import { afterAll, describe, expect, test } from 'vitest';

import { auditEntriesOfRun } from '../../../electron/services/history/runner-recording';
import { HookRunner } from '../../../electron/services/runner/hook-runner';
import { runDialects } from '../../../electron/services/agents/registry';
import type { AgentId } from '../../../shared/schemas/agent';
import {
  commandSpec,
  fileSpec,
  tempDir,
  testOptions,
  writeScript,
} from '../../unit/runner/hook-fixtures';
import { codedText } from '../../../shared/i18n/coded-text';

const { dir, cleanup } = tempDir('output-cap');
afterAll(cleanup);
const runner = new HookRunner({ dialects: runDialects() });
const FIFTY_MB = 50_000_000;
const PLAIN = `head -c ${FIFTY_MB} /dev/zero | tr '\\0' x`;
// Starts like a JSON answer: the cut in the middle must not be reported as bad JSON.
const JSON_LIKE = `printf '{"systemMessage":"'; head -c ${FIFTY_MB - 20} /dev/zero | tr '\\0' x; printf '"}'`;

function payloadOf(agent: AgentId): Record<string, unknown> {
  return runner.samplePayload(agent, 'PreToolUse', {
    workspace: dir,
    sessionId: 's',
    timestamp: '2026-12-01T00:00:00.000Z',
  });
}

async function runPrinting50Mb(agent: AgentId, command: string) {
  const spec =
    agent === 'claude-code'
      ? commandSpec('PreToolUse', command, dir)
      : fileSpec(agent, 'PreToolUse', writeScript(dir, `${agent}-PreToolUse`, command), dir);
  return runner.runEvent(agent, 'PreToolUse', [spec], payloadOf(agent), testOptions(dir));
}

describe('a hook printing 50 MB', () => {
  test.each([
    ['claude-code', PLAIN],
    ['claude-code', JSON_LIKE],
    ['cline-cli', PLAIN],
    ['cline-vscode', PLAIN],
  ] as const)(
    '%s: the output cap is named as why the reading is unknown, not a hook failure',
    async (agent, command) => {
      const outcome = await runPrinting50Mb(agent, command);
      const [hook] = outcome.hooks;
      expect(hook?.exitCode).toBe(0);
      expect(hook?.stdout.totalBytes).toBe(FIFTY_MB);
      expect(hook?.parseErrors).toEqual([codedText('run.stdout-capped', { total: FIFTY_MB })]);
      const codes = outcome.verdict.phrases.map((phrase) => phrase.key);
      expect(codes).toContain('verdictPhrase.hooks-over-output-cap');
      expect(codes).not.toContain('verdictPhrase.hooks-failed-without-blocking');
      expect(outcome.verdict.sentence).toContain('output cap');
    },
    30_000,
  );

  test('the history records it as over the output cap, not as invalid output', async () => {
    const outcome = await runPrinting50Mb('claude-code', JSON_LIKE);
    const [entry] = auditEntriesOfRun(outcome, payloadOf('claude-code'));
    expect(entry?.outcome).toBe('output-capped');
    expect(entry?.meta).toMatchObject({ sentence: expect.stringContaining('output cap') });
  }, 30_000);
});
