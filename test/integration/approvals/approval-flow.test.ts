import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { dispatch } from '../../../shared/contract';
import type { ApprovalRule, ApprovalSettlement } from '../../../shared/schemas/approval';
import type { AppServices } from '../../../electron/services/app-services';
import { createContractHandlers } from '../../../electron/services/contract-handlers';
import type { BridgeAddress } from '../../../electron/services/approvals/bridge-address';
import { createTestServices, type TempHome } from '../../helpers/temp-home';
import { approve, startApprovalsWorld } from './approvals-world';
import { claudePermissionRequest, clineToolCall, runShim, until } from './bridge-client';

const silent = { error: () => undefined };

describe('approvals from request to decision', () => {
  let temp: TempHome;
  let services: AppServices;
  let address: BridgeAddress;
  let settled: ApprovalSettlement[];

  beforeEach(async () => {
    ({ temp, services, address, settled } = await startApprovalsWorld());
  });
  afterEach(async () => {
    await services.dispose();
    await temp.cleanup();
  });

  const handlers = () => createContractHandlers(services);
  const call = (query: string, payload: unknown) => approve(address, query, payload);
  const decisions = () =>
    services.audit.service.query({ filter: { kind: 'decision' }, order: 'asc' }).entries;

  it('holds an unmatched request in the inbox until the user approves it there', async () => {
    const answer = call('agent=cline&fail=closed', clineToolCall('/w', 'make deploy'));
    const pending = await until(() => services.approvals.pending()[0]);
    expect(pending).toMatchObject({
      agent: 'cline-cli',
      toolName: 'run_commands',
      preview: { kind: 'command', command: 'make deploy' },
      failMode: 'closed',
      ruleId: null,
    });
    // The deadline ends before the Cline CLI's own 120 s hook timeout.
    expect(pending.deadlineAt - pending.receivedAt).toBe(115_000);
    const result = await dispatch(
      handlers(),
      'approvals:decide',
      { ids: [pending.id], decision: 'allow', via: 'inbox' },
      silent,
    );
    expect(result).toEqual({ ok: true, value: { decided: [pending.id], alreadyDecided: [] } });
    expect(await answer).toEqual({ status: 200, body: '{}' });
    expect(services.approvals.pending()).toEqual([]);
    await until(() => decisions()[0]);
    expect(decisions()[0]).toMatchObject({
      kind: 'decision',
      source: 'approvals',
      agent: 'cline-cli',
      outcome: 'allow',
      tool: 'run_commands',
      meta: { decidedBy: 'inbox', requestId: pending.id },
    });
  });

  it('gives the agent the reason of a deny, and answers each request once', async () => {
    const answer = call('agent=claude-code&fail=open', claudePermissionRequest('/w', 'rm -rf /'));
    const { id } = await until(() => services.approvals.pending()[0]);
    const decide = {
      ids: [id, id, 'unknown'],
      decision: 'deny',
      reason: 'Not on prod',
      via: 'notification',
    };
    const result = await dispatch(handlers(), 'approvals:decide', decide, silent);
    expect(result).toEqual({ ok: true, value: { decided: [id], alreadyDecided: ['unknown'] } });
    expect(JSON.parse((await answer).body)).toEqual({
      hookSpecificOutput: {
        hookEventName: 'PermissionRequest',
        decision: { behavior: 'deny', message: 'Not on prod' },
      },
    });
    const again = await dispatch(handlers(), 'approvals:decide', { ...decide, ids: [id] }, silent);
    expect(again).toEqual({ ok: true, value: { decided: [], alreadyDecided: [id] } });
    expect(settled.map((entry) => [entry.decision, entry.decidedBy])).toEqual([
      ['deny', 'notification'],
    ]);
  });

  it('applies the fail mode when nobody answers before the deadline', async () => {
    // A 2 s hook timeout leaves the inbox 1.5 s.
    const closed = call('agent=cline&fail=closed&timeout=2', clineToolCall('/w', 'a'));
    const open = call('agent=cline&fail=open&timeout=2', clineToolCall('/w', 'b'));
    expect(JSON.parse((await closed).body)).toMatchObject({
      cancel: true,
      errorMessage: expect.stringMatching(/fail-closed/),
    });
    expect((await open).body).toBe('{}');
    expect(settled.map((entry) => [entry.decision, entry.decidedBy]).sort()).toEqual([
      ['allow', 'timeout'],
      ['deny', 'timeout'],
    ]);
  });

  it('withdraws a request whose agent hung up before an answer', async () => {
    const request = http.request({
      host: '127.0.0.1',
      port: address.port,
      method: 'POST',
      path: '/v1/approve?agent=cline',
      headers: { 'x-hookyard-secret': address.secret },
    });
    request.on('error', () => undefined);
    request.end(JSON.stringify(clineToolCall('/w', 'sleep 100')));
    await until(() => services.approvals.pending()[0]);
    request.destroy();
    await until(() => (services.approvals.pending().length === 0 ? true : null));
    expect(settled).toMatchObject([{ decision: 'deny', decidedBy: 'abandoned' }]);
  });

  it('decides at once by the first matching rule, and records which rule', async () => {
    const rules: ApprovalRule[] = [
      {
        id: 'no-rm',
        scope: { kind: 'global' },
        command: 'rm *',
        patternKind: 'glob',
        decision: 'deny',
        failMode: 'closed',
        origin: 'user',
        createdAt: 0,
        label: 'no rm',
      },
      {
        id: 'bash-ok',
        scope: { kind: 'workspace', root: '/w' },
        tool: 'Bash',
        patternKind: 'glob',
        decision: 'allow',
        failMode: 'closed',
        origin: 'user',
        createdAt: 0,
      },
    ];
    expect(await dispatch(handlers(), 'approvals:save-rules', { rules }, silent)).toMatchObject({
      ok: true,
    });
    const denied = JSON.parse(
      (await call('agent=claude-code', claudePermissionRequest('/w', 'rm x'))).body,
    );
    expect(denied.hookSpecificOutput.decision).toEqual({
      behavior: 'deny',
      message: 'Denied by the Hookyard rule no rm.',
    });
    const allowed = JSON.parse(
      (await call('agent=claude-code', claudePermissionRequest('/w/sub', 'ls'))).body,
    );
    expect(allowed.hookSpecificOutput.decision).toEqual({ behavior: 'allow' });
    // Outside the workspace no rule matches: it waits in the inbox.
    void call('agent=claude-code', claudePermissionRequest('/elsewhere', 'ls'));
    await until(() => services.approvals.pending()[0]);
    await until(() => (decisions().length >= 2 ? true : null));
    expect(
      decisions().map((entry) => [entry.outcome, entry.meta['decidedBy'], entry.meta['ruleId']]),
    ).toEqual([
      ['deny', 'rule', 'no-rm'],
      ['allow', 'rule', 'bash-ok'],
    ]);
    // Rules persist, in order, for the next start.
    const stored = JSON.parse(
      fs.readFileSync(path.join(temp.dataDir, 'approvals', 'rules.json'), 'utf8'),
    );
    expect(stored.rules.map((rule: ApprovalRule) => rule.id)).toEqual(['no-rm', 'bash-ok']);
  });

  it('refuses a rule list with a broken regular expression and keeps the old one', async () => {
    const broken = [
      {
        id: 'r',
        scope: { kind: 'global' },
        command: '(',
        patternKind: 'regex',
        decision: 'deny',
        failMode: 'closed',
        origin: 'user',
        createdAt: 0,
      },
    ];
    expect(
      await dispatch(handlers(), 'approvals:save-rules', { rules: broken }, silent),
    ).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    expect(services.approvals.rules()).toEqual([]);
  });

  it("lets a Claude Code PreToolUse without a rule pass to Claude's own permission check", async () => {
    const payload = {
      ...(claudePermissionRequest('/w', 'ls') as object),
      hook_event_name: 'PreToolUse',
    };
    expect(await call('agent=claude-code', payload)).toEqual({ status: 200, body: '{}' });
    expect(settled[0]).toMatchObject({ decision: 'none', decidedBy: 'pass-through' });
  });

  it('turns "always allow" into a revocable rule that also answers the same waiting requests', async () => {
    const first = call('agent=cline', clineToolCall('/w', 'npm test', 'session-a'));
    const second = call('agent=cline', clineToolCall('/w', 'npm test', 'session-a'));
    const other = call('agent=cline', clineToolCall('/w', 'npm publish', 'session-a'));
    await until(() => (services.approvals.pending().length === 3 ? true : null));
    const id = services.approvals.pending()[0]!.id;
    const made = await dispatch(
      handlers(),
      'approvals:always-allow',
      { id, scope: 'session' },
      silent,
    );
    expect(made).toMatchObject({
      ok: true,
      value: {
        scope: { kind: 'session', sessionId: 'session-a' },
        command: 'npm test',
        origin: 'always-allow',
        decision: 'allow',
      },
    });
    expect((await first).body).toBe('{}');
    expect((await second).body).toBe('{}');
    expect(services.approvals.pending().map((request) => request.preview)).toEqual([
      { kind: 'command', command: 'npm publish' },
    ]);
    // The same command again is allowed by the rule; after revoking it, it waits again.
    expect((await call('agent=cline', clineToolCall('/w', 'npm test', 'session-a'))).body).toBe(
      '{}',
    );
    const ruleId = made.ok ? (made.value as ApprovalRule).id : '';
    await dispatch(handlers(), 'approvals:revoke-rule', { id: ruleId }, silent);
    void call('agent=cline', clineToolCall('/w', 'npm test', 'session-a'));
    await until(() => (services.approvals.pending().length === 2 ? true : null));
    services.approvals.decide({
      ids: services.approvals.pending().map((request) => request.id),
      decision: 'deny',
      via: 'inbox',
    });
    expect(JSON.parse((await other).body)).toMatchObject({ cancel: true });
  });

  it('refuses an edited input for the Cline VS Code extension, which cannot take one', async () => {
    const vscode = {
      hookName: 'PreToolUse',
      taskId: 't',
      workspaceRoots: ['/w'],
      preToolUse: { toolName: 'execute_command', parameters: { command: 'ls' } },
    };
    const answer = call('agent=cline', vscode);
    const { id } = await until(() => services.approvals.pending()[0]);
    const edited = { ids: [id], decision: 'allow', editedInput: { command: 'pwd' }, via: 'inbox' };
    expect(await dispatch(handlers(), 'approvals:decide', edited, silent)).toMatchObject({
      ok: false,
      error: { code: 'invalid-request' },
    });
    services.approvals.decide({ ids: [id], decision: 'allow', via: 'inbox' });
    expect((await answer).body).toBe('{}');
  });

  it('runs the approver shim end to end, and lets it apply the fail mode when Hookyard is gone', async () => {
    const args = ['--agent', 'cline', '--data-dir', temp.dataDir];
    const waiting = runShim([...args, '--fail', 'closed'], clineToolCall('/w', 'ls'));
    const { id } = await until(() => services.approvals.pending()[0]);
    services.approvals.decide({
      ids: [id],
      decision: 'allow',
      editedInput: { commands: ['ls -la'] },
      via: 'inbox',
    });
    expect(await waiting).toEqual({
      stdout: JSON.stringify({ overrideInput: { commands: ['ls -la'] } }),
      exitCode: 0,
    });
    await services.dispose();
    const closed = await runShim([...args, '--fail', 'closed'], clineToolCall('/w', 'ls'));
    expect(JSON.parse(closed.stdout)).toMatchObject({
      cancel: true,
      errorMessage: expect.stringMatching(/could not be asked/),
    });
    expect(await runShim([...args, '--fail', 'open'], clineToolCall('/w', 'ls'))).toEqual({
      stdout: '{}',
      exitCode: 0,
    });
    const claude = await runShim(
      ['--agent', 'claude-code', '--data-dir', temp.dataDir],
      claudePermissionRequest('/w', 'ls'),
    );
    expect(JSON.parse(claude.stdout).hookSpecificOutput.decision.behavior).toBe('deny');
    services = await createTestServices(temp);
  });

  it('writes its address again when the data folder is deleted under it, so the shim still asks', async () => {
    fs.rmSync(temp.dataDir, { recursive: true, force: true });
    const file = path.join(temp.dataDir, 'approvals', 'bridge.json');
    // The running bridge notices within its check interval (2 s) and writes the same address.
    await expect.poll(() => fs.existsSync(file), { timeout: 10_000 }).toBe(true);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(address);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    // The socket went with the folder: the shim reaches the bridge over HTTP.
    const args = ['--agent', 'cline', '--data-dir', temp.dataDir, '--fail', 'closed'];
    const waiting = runShim(args, clineToolCall('/w', 'make deploy'));
    const { id } = await until(() => services.approvals.pending()[0]);
    services.approvals.decide({ ids: [id], decision: 'allow', via: 'inbox' });
    expect(await waiting).toEqual({ stdout: '{}', exitCode: 0 });
  });
});
