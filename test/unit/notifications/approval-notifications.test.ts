import fs from 'node:fs/promises';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ApprovalSettlement } from '../../../shared/schemas/approval';
import type { AppServices } from '../../../electron/services/app-services';
import { createContractHandlers } from '../../../electron/services/contract-handlers';
import {
  ApprovalNotifications,
  approvalTag,
  MORE_APPROVALS_TAG,
} from '../../../electron/services/notifications/approval-notifications';
import { RecordingNotifier } from '../../helpers/recording-notifier';
import { sharedPath } from '../../helpers/shared-dir';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';

/** A real PermissionRequest Claude Code sent (no rule matches it: it waits for the user). */
async function permissionRequest(workspace: string): Promise<Record<string, unknown>> {
  const text = await fs.readFile(
    sharedPath('fixtures', 'claude', 'payloads', 'PermissionRequest.Bash.json'),
    'utf8',
  );
  return { ...(JSON.parse(text) as Record<string, unknown>), cwd: workspace };
}

// The real approvals service (its queue, rules and settlement), with the recording notifier in
// place of the OS notification centre.
describe('approval notifications', () => {
  let temp: TempHome;
  let services: AppServices;
  let notifier: RecordingNotifier;
  let presenter: ApprovalNotifications;
  let opened: string[];
  let settled: ApprovalSettlement[];

  beforeEach(async () => {
    temp = await createTempHome();
    services = await createTestServices(temp);
    notifier = new RecordingNotifier();
    opened = [];
    settled = [];
    services.approvals.onDidSettle((settlement) => settled.push(settlement));
    presenter = new ApprovalNotifications({
      approvals: services.approvals,
      notifier,
      languages: ['en-GB'],
      onOpen: (id) => opened.push(id),
    });
  });

  afterEach(async () => {
    presenter.dispose();
    await services.dispose();
    await temp.cleanup();
  });

  /** Sends the request as the bridge does and waits until it is pending; returns its answer. */
  async function ask(timeoutMs = 60_000, command?: string) {
    const recorded = await permissionRequest(`${temp.home}/code/shop`);
    const payload = command
      ? { ...recorded, tool_input: { ...(recorded.tool_input as object), command } }
      : recorded;
    const answer = services.approvals.ask('claude-code', payload, {
      failMode: 'closed',
      timeoutMs,
    });
    await vi.waitFor(() => expect(services.approvals.pending()).toHaveLength(1));
    const [request] = services.approvals.pending();
    return { answer, id: request?.id as string };
  }

  it('shows one notification for a request that waits, with Approve and Deny', async () => {
    const { id } = await ask();
    expect(notifier.shown).toHaveLength(1);
    const [shown] = notifier.shown;
    expect(shown).toMatchObject({
      tag: approvalTag(id),
      title: 'Claude Code asks to use Bash',
      body: `echo hi > x.txt\nin ${temp.home}/code/shop`,
      actions: [
        { id: 'approve', label: 'Approve' },
        { id: 'deny', label: 'Deny' },
      ],
    });
    shown?.onClick?.();
    expect(opened).toEqual([id]);
  });

  it('writes out a direction control in the command, which the OS would obey', async () => {
    // Reads "echo safe" with the override obeyed; runs "rm -rf ~".
    await ask(60_000, 'rm -rf ~ #\u202eefas ohce');
    expect(notifier.shown[0]?.body).toBe(`rm -rf ~ #[U+202E]efas ohce\nin ${temp.home}/code/shop`);
  });

  it('shows three requests one by one and the ones past them as one notification, once', async () => {
    const recorded = await permissionRequest(`${temp.home}/code/shop`);
    const answers = Array.from({ length: 6 }, (_, index) =>
      services.approvals.ask(
        'claude-code',
        { ...recorded, tool_input: { command: `make step-${index}` } },
        { failMode: 'closed', timeoutMs: 60_000 },
      ),
    );
    await vi.waitFor(() => expect(services.approvals.pending()).toHaveLength(6));
    const ids = services.approvals.pending().map((request) => request.id);
    expect(notifier.shown.map((shown) => shown.tag)).toEqual([
      ...ids.slice(0, 3).map(approvalTag),
      MORE_APPROVALS_TAG,
    ]);
    const more = notifier.shown[3];
    expect(more).toMatchObject({
      title: 'More approvals are waiting',
      body: 'Open Hookyard to answer them.',
    });
    // No buttons: which of the requests behind it would they answer?
    expect(more?.actions).toBeUndefined();
    more?.onClick?.();
    expect(opened).toEqual([ids[3]]);

    // Answering those behind it leaves it until the last of them has ended.
    const handlers = createContractHandlers(services);
    await handlers['approvals:decide']({ ids: ids.slice(3, 5), decision: 'allow', via: 'inbox' });
    expect(notifier.onScreen()).toContain(MORE_APPROVALS_TAG);
    await handlers['approvals:decide']({ ids: ids.slice(5), decision: 'allow', via: 'inbox' });
    expect(notifier.onScreen()).toEqual(ids.slice(0, 3).map(approvalTag));
    await handlers['approvals:decide']({ ids: ids.slice(0, 3), decision: 'deny', via: 'inbox' });
    await Promise.all(answers);
    expect(notifier.onScreen()).toEqual([]);
    expect(notifier.shown).toHaveLength(4);
  });

  it('withdraws the notification when the request is answered in the inbox', async () => {
    const { id, answer } = await ask();
    const handlers = createContractHandlers(services);
    await handlers['approvals:decide']({ ids: [id], decision: 'allow', via: 'inbox' });
    await answer;
    expect(notifier.withdrawn).toEqual([approvalTag(id)]);
    expect(notifier.onScreen()).toEqual([]);
    expect(settled.map((s) => s.decidedBy)).toEqual(['inbox']);
  });

  it('approves from the Approve button, as decided by the notification', async () => {
    const { id, answer } = await ask();
    notifier.press(0, 'approve');
    expect(JSON.stringify(await answer)).toContain('allow');
    expect(settled).toMatchObject([{ decision: 'allow', decidedBy: 'notification' }]);
    expect(settled[0]?.request.id).toBe(id);
    expect(services.approvals.pending()).toEqual([]);
  });

  it('denies from the Deny button with a reason the agent reads', async () => {
    const { answer } = await ask();
    notifier.press(0, 'deny');
    const body = JSON.stringify(await answer);
    expect(body).toContain('deny');
    expect(body).toContain('The user denied this in a Hookyard notification.');
    expect(settled).toMatchObject([{ decision: 'deny', decidedBy: 'notification' }]);
  });

  it('withdraws the notification when the request times out, and a late press changes nothing', async () => {
    const { id, answer } = await ask(400);
    await answer;
    expect(settled.map((s) => s.decidedBy)).toEqual(['timeout']);
    expect(notifier.withdrawn).toEqual([approvalTag(id)]);
    notifier.press(0, 'approve');
    expect(settled).toHaveLength(1);
  });

  it('shows nothing for a request a rule decides', async () => {
    await services.approvals.saveRules([
      {
        id: 'allow-bash',
        scope: { kind: 'global' },
        tool: 'Bash',
        patternKind: 'glob',
        decision: 'allow',
        failMode: 'closed',
        origin: 'user',
        createdAt: 1,
      },
    ]);
    const payload = await permissionRequest(`${temp.home}/code/shop`);
    await services.approvals.ask('claude-code', payload, { failMode: 'closed' });
    expect(settled.map((s) => s.decidedBy)).toEqual(['rule']);
    expect(notifier.shown).toEqual([]);
    expect(notifier.withdrawn).toEqual([]);
  });

  it('speaks Chinese when the system prefers it', async () => {
    presenter.dispose();
    presenter = new ApprovalNotifications({
      approvals: services.approvals,
      notifier,
      languages: ['zh-Hans-CN'],
      onOpen: () => undefined,
    });
    await ask();
    expect(notifier.shown[0]).toMatchObject({
      title: 'Claude Code 请求使用 Bash',
      actions: [
        { id: 'approve', label: '批准' },
        { id: 'deny', label: '拒绝' },
      ],
    });
  });
});
