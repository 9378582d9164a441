import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  dispatch,
  type ChannelName,
  type RequestOf,
  type ResponseOf,
} from '../../../shared/contract';
import type { AppServices } from '../../../electron/services/app-services';
import { createContractHandlers } from '../../../electron/services/contract-handlers';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';

// The flagship flow: the recorder saw a Bash call (no hook of the user's answered it), the
// agent's permission rules let it run; later the user adds a guard and replays yesterday. The
// audit log holds what the real recorder shim spooled and what ingest made of the real agent's
// transcript (a fixture of `claude -p` 2.1.328: scenario exec-form, whose Bash call was allowed
// by a permission rule of the project settings).

const SCENARIO = path.resolve(__dirname, '../../../../shared/fixtures/claude/scenarios/exec-form');
const SHIM = path.resolve(__dirname, '../../../resources/shims/hookyard-record.js');
const DENY_BASH = `#!/bin/sh
cat >/dev/null
printf '%s' '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"no shell today"}}'
`;

/** Runs the recorder shim as Claude Code does: the payload on stdin, the project in its env. */
function record(dataDir: string, workspace: string, payload: unknown): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SHIM, '--agent', 'claude-code', '--data-dir', dataDir], {
      cwd: workspace,
      env: { PATH: process.env.PATH, CLAUDE_PROJECT_DIR: workspace },
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    child.on('error', reject);
    child.on('close', resolve);
    child.stdin.end(JSON.stringify(payload));
  });
}

describe('replay of an event only the recorder saw', () => {
  let temp: TempHome;
  let services: AppServices;
  let workspace: string;

  async function call<K extends ChannelName>(channel: K, request: RequestOf<K>) {
    const result = await dispatch(createContractHandlers(services), channel, request, {
      error: (message, error) => console.error(message, error),
    });
    if (!result.ok) throw new Error(`${channel}: ${result.error.code}: ${result.error.message}`);
    return result.value as ResponseOf<K>;
  }

  /** Fills the fixture's placeholders with this test's folders. */
  const placed = (text: string) =>
    text.replaceAll('<project>', workspace).replaceAll('~/', `${temp.home}/`);

  beforeEach(async () => {
    temp = await createTempHome();
    services = await createTestServices(temp);
    workspace = await temp.mkdir('ws/app');
  });
  afterEach(async () => {
    await services.dispose();
    await temp.cleanup();
  });

  it('compares with what happened then: allowed by the settings, the tool ran; now blocked', async () => {
    const inputs = JSON.parse(await fs.readFile(path.join(SCENARIO, 'hook-inputs.json'), 'utf8'));
    const pre = inputs.find((input: { event: string }) => input.event === 'PreToolUse').input;
    const payload = JSON.parse(placed(JSON.stringify(pre)));
    expect(await record(temp.dataDir, workspace, payload)).toBe(0);
    const transcripts = JSON.parse(
      await fs.readFile(path.join(SCENARIO, 'transcripts.json'), 'utf8'),
    ) as Record<string, unknown[]>;
    for (const [name, lines] of Object.entries(transcripts)) {
      const text = lines.map((line) => JSON.stringify(line)).join('\n');
      await temp.write(
        path.join('home/.claude/projects', name.replace('<project-slug>', '-ws-app')),
        `${placed(text)}\n`,
      );
    }
    await call('history:import', {});

    // Yesterday's call as the recorder saw it, and the decision ingest found for it.
    const [event] = services.audit.service.query({
      filter: { source: 'recorder', event: 'PreToolUse' },
    }).entries;
    expect(event?.payload).toMatchObject({ tool_use_id: payload.tool_use_id });

    // Today the user adds a guard that denies every Bash call, and trusts it.
    await temp.write('ws/app/.claude/hooks/guard.sh', DENY_BASH, 0o755);
    await temp.write(
      'ws/app/.claude/settings.json',
      JSON.stringify({
        hooks: {
          PreToolUse: [
            {
              matcher: 'Bash',
              hooks: [{ type: 'command', command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh' }],
            },
          ],
        },
      }),
    );
    const { id: workspaceId } = await call('workspaces:add', { roots: [workspace] });
    const review = await call('trust:review', { workspaceId });
    await call('trust:trust-hooks', {
      workspaceId,
      hookIds: review.map(({ hook }) => hook.id),
      reviewed: Object.fromEntries(
        review.map(({ verdict }) => [verdict.hookId, verdict.contentHash]),
      ),
    });
    await call('workspaces:set-trusted', { workspaceId, trusted: true });

    const result = await call('replay:run', { entryIds: [event!.id] });
    const [replayed] = result.kind === 'done' ? result.cases : [];
    expect(replayed!.then).toMatchObject({
      verdictKind: 'allowed',
      decidedBy: 'settings',
      toolRan: true,
      reason: null,
      outputRecorded: false,
    });
    expect(replayed!.now).toMatchObject({ verdictKind: 'blocked', reason: 'no shell today' });
    expect(replayed!.differs).toContain('verdict');
    // What the hook printed then is not known: it is not reported as a difference.
    expect(replayed!.differs).not.toContain('output');
  });
});
