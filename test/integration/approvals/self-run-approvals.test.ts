import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { ApprovalInstallMode } from '../../../shared/schemas/approval';
import type { AppServices } from '../../../electron/services/app-services';
import type { TempHome } from '../../helpers/temp-home';
import { startApprovalsWorld } from './approvals-world';
import { until } from './bridge-client';

const BIN = path.resolve(__dirname, '../../../bin/hookyard.js');

// The built `hookyard run` (npm run build first) in its own process, against the app's bridge
// running here with approvals installed at user level and an ask-me rule for `git push`: the
// approver Hookyard runs itself is a test run's, in both install modes (the shim, and an http
// entry Hookyard's runner posts).
describe.each<ApprovalInstallMode>(['command', 'http'])('a self run of the %s approver', (mode) => {
  let temp: TempHome;
  let services: AppServices;

  beforeEach(async () => {
    ({ temp, services } = await startApprovalsWorld());
    await services.approvals.install({
      agent: 'claude-code',
      scope: { kind: 'user' },
      mode,
      failMode: 'open',
    });
    await services.approvals.saveRules([
      {
        id: 'push',
        scope: { kind: 'global' },
        command: '^git push',
        patternKind: 'regex',
        decision: 'ask',
        failMode: 'open',
        origin: 'user',
        createdAt: 1,
      },
    ]);
  });
  afterEach(async () => {
    await services.dispose();
    await temp.cleanup();
  });

  /** `hookyard run` of PreToolUse with a `git push` payload; resolves with its JSON outcome. */
  async function hookyardRun(...extra: string[]) {
    const payload = await temp.write(
      'payload.json',
      JSON.stringify({
        session_id: 'made-up',
        cwd: temp.home,
        hook_event_name: 'PreToolUse',
        tool_name: 'Bash',
        tool_input: { command: 'git push origin main' },
      }),
    );
    const args = ['run', '--agent', 'claude-code', '--event', 'PreToolUse', '--json'];
    const child = spawn(process.execPath, [BIN, ...args, '--payload', payload, ...extra], {
      env: { PATH: process.env.PATH, HOME: temp.home, HOOKYARD_DATA_DIR: temp.dataDir },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const status = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    expect(status, stderr).toBe(0);
    return JSON.parse(stdout) as { verdict: { kind: string }; hooks: unknown[] };
  }

  const decisions = () =>
    services.audit.service.query({ filter: { kind: 'decision' }, order: 'asc' }).entries;

  it('leaves the approver out by default: nothing asks the inbox', async () => {
    const outcome = await hookyardRun();
    expect(outcome.hooks).toEqual([]);
    expect(services.approvals.pending()).toEqual([]);
  });

  it('with --include-own asks as a test run, gets the answer, and records no decision', async () => {
    const running = hookyardRun('--include-own');
    const pending = await until(() => services.approvals.pending()[0]);
    expect(pending).toMatchObject({ selfRun: true, toolName: 'Bash', ruleId: 'push' });
    services.approvals.decide({
      ids: [pending.id],
      decision: 'deny',
      reason: 'not in a test',
      via: 'inbox',
    });
    const outcome = await running;
    expect(outcome.hooks).toHaveLength(1);
    expect(outcome.verdict.kind).toBe('blocked');
    // An agent's request is recorded on the next turn (approval-flow.test.ts); give it several.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(decisions()).toEqual([]);
    const spool = path.join(temp.dataDir, 'spool');
    expect(fs.existsSync(spool) ? fs.readdirSync(spool) : []).toEqual([]);
  });
});
