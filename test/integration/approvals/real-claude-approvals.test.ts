import fs from 'node:fs';
import path from 'node:path';

import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import { dispatch } from '../../../shared/contract';
import type { AppServices } from '../../../electron/services/app-services';
import { createContractHandlers } from '../../../electron/services/contract-handlers';
import {
  type ClaudeRun,
  runRealClaude,
  stopFakeAnthropicServers,
  trustClaudeProject,
  writeJson,
} from '../../helpers/real-claude';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';
import { until } from './bridge-client';

// The real `claude -p`, offline, with Hookyard's approval hooks installed by Hookyard itself:
// the inbox's own channel decides, and the agent does what was decided.
const silent = { error: () => undefined };
// One retry: in one CI run on a loaded 2-core machine, two real runs never reached the bridge
// (not reproduced since, also not under CPU load); a second failure is a real one, and says what
// Claude printed.
const SLOW = { timeout: 150_000, retry: 1 };

afterAll(() => stopFakeAnthropicServers());

describe('approvals with the real Claude Code CLI', () => {
  let temp: TempHome;
  let services: AppServices;
  let project: string;
  let marker: string;

  beforeEach(async () => {
    temp = await createTempHome();
    services = await createTestServices(temp);
    project = await temp.mkdir('proj');
    marker = path.join(project, 'marker.txt');
    trustClaudeProject(temp.home, project);
  });
  afterEach(async () => {
    await services.dispose();
    await temp.cleanup();
  });

  const handlers = () => createContractHandlers(services);
  const install = async (mode: 'http' | 'command', failMode: 'open' | 'closed') => {
    const scope = { kind: 'workspace', root: project };
    const request = { agent: 'claude-code', scope, mode, failMode };
    const result = await dispatch(handlers(), 'approvals:install', request, silent);
    expect(result).toMatchObject({
      ok: true,
      value: { installs: [{ agent: 'claude-code', mode, failMode }] },
    });
  };
  const runTouch = () =>
    runRealClaude({
      scratch: path.join(temp.root, 'scratch'),
      home: temp.home,
      project,
      steps: [
        { tool: 'Bash', input: { command: `touch ${marker}`, description: 'make a file' } },
        { text: 'done' },
      ],
    });
  // The request Claude sends; a run that ends without asking fails the test with what it printed.
  const pendingOf = (run: Promise<ClaudeRun>) => {
    const ended = new AbortController();
    void run.then((finished) =>
      ended.abort(new Error(`claude ended without asking Hookyard. ${finished.printed}`)),
    );
    return until(() => services.approvals.pending()[0], ended.signal);
  };
  const decide = async (run: Promise<ClaudeRun>, decision: 'allow' | 'deny', reason?: string) => {
    const pending = await pendingOf(run);
    expect(pending).toMatchObject({
      agent: 'claude-code',
      event: 'PermissionRequest',
      toolName: 'Bash',
      workspace: project,
      preview: { kind: 'command', command: `touch ${marker}` },
    });
    const request = { ids: [pending.id], decision, reason, via: 'inbox' };
    expect(await dispatch(handlers(), 'approvals:decide', request, silent)).toMatchObject({
      ok: true,
      value: { decided: [pending.id] },
    });
  };
  const decisions = () =>
    services.audit.service.query({
      filter: { kind: 'decision', agent: 'claude-code' },
      order: 'asc',
    }).entries;

  it('asks through an http hook, and the tool runs once the inbox approves', SLOW, async () => {
    await install('http', 'closed');
    const run = runTouch();
    await decide(run, 'allow');
    expect((await run).timedOut).toBe(false);
    expect(fs.existsSync(marker)).toBe(true);
    await until(() => (decisions().length === 2 ? true : null));
    // PreToolUse had no rule (Claude's own check asked next), then the inbox allowed it.
    expect(
      decisions().map((entry) => [entry.event, entry.outcome, entry.meta['decidedBy']]),
    ).toEqual([
      ['PreToolUse', 'defer', 'pass-through'],
      ['PermissionRequest', 'allow', 'inbox'],
    ]);
  });

  it('does not run a denied tool, and the model gets the reason', SLOW, async () => {
    await install('http', 'closed');
    const run = runTouch();
    await decide(run, 'deny', 'Marker files need a review first');
    const finished = await run;
    expect(fs.existsSync(marker)).toBe(false);
    expect(finished.result?.permission_denials?.length).toBe(1);
    const toolResults = finished.lines.filter((line) => line['type'] === 'user');
    expect(JSON.stringify(toolResults)).toContain('Marker files need a review first');
    await until(() => decisions().find((entry) => entry.outcome === 'deny'));
  });

  it('runs the command as the user edited it before approving', SLOW, async () => {
    await install('http', 'closed');
    const run = runTouch();
    const pending = await pendingOf(run);
    const edited = path.join(project, 'edited.txt');
    const request = {
      ids: [pending.id],
      decision: 'allow',
      editedInput: { command: `touch ${edited}` },
      via: 'inbox',
    };
    expect(await dispatch(handlers(), 'approvals:decide', request, silent)).toMatchObject({
      ok: true,
    });
    await run;
    expect(fs.existsSync(edited)).toBe(true);
    expect(fs.existsSync(marker)).toBe(false);
  });

  it('asks through the approver shim as a command hook just the same', SLOW, async () => {
    await install('command', 'closed');
    const run = runTouch();
    await decide(run, 'allow');
    await run;
    expect(fs.existsSync(marker)).toBe(true);
  });

  describe('when Hookyard cannot be reached', () => {
    beforeEach(() => {
      // Claude's own permissions would allow the command: only the hook's failure mode differs.
      writeJson(path.join(project, '.claude', 'settings.json'), {
        permissions: { allow: ['Bash(touch:*)'] },
      });
    });

    it('blocks the tool when the install is fail-closed (onFailure "block")', SLOW, async () => {
      await install('http', 'closed');
      await services.dispose();
      const run = await runTouch();
      expect(fs.existsSync(marker)).toBe(false);
      expect(JSON.stringify(run.lines)).toMatch(/blocking because onFailure is \\?"block/);
      services = await createTestServices(temp);
    });

    it('lets the agent decide by its own rules when the install is fail-open', SLOW, async () => {
      await install('http', 'open');
      await services.dispose();
      const run = await runTouch();
      expect(fs.existsSync(marker), run.printed).toBe(true);
      services = await createTestServices(temp);
    });
  });
});
