import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { ApprovalRule, ApprovalSettlement } from '../../../shared/schemas/approval';
import type { AppServices } from '../../../electron/services/app-services';
import type { BridgeAddress } from '../../../electron/services/approvals/bridge-address';
import type { TempHome } from '../../helpers/temp-home';
import { approve, startApprovalsWorld } from './approvals-world';
import { clineToolCall, until } from './bridge-client';

const COUNT = 500;
const rule = (id: string, command: string, decision: ApprovalRule['decision']): ApprovalRule => ({
  id,
  scope: { kind: 'global' },
  command,
  patternKind: 'glob',
  decision,
  failMode: 'closed',
  origin: 'user',
  createdAt: 0,
});

// 500 requests at once: every caller gets exactly its own answer, and every request is decided
// and recorded exactly once.
describe('approvals under load', () => {
  let temp: TempHome;
  let services: AppServices;
  let address: BridgeAddress;
  let settled: ApprovalSettlement[];

  beforeEach(async () => {
    ({ temp, services, address, settled } = await startApprovalsWorld());
    await services.approvals.saveRules([
      rule('even', 'echo *[02468]', 'allow'),
      rule('odd', 'echo *[13579]', 'deny'),
      rule('ask', 'ask *', 'ask'),
    ]);
  });
  afterEach(async () => {
    await services.dispose();
    await temp.cleanup();
  });

  const send = (command: string) => approve(address, 'agent=cline', clineToolCall('/w', command));

  it('decides 500 concurrent requests by rules with no lost and no duplicated decision', async () => {
    const replies = await Promise.all(
      Array.from({ length: COUNT }, (_, index) => send(`echo ${index}`)),
    );
    replies.forEach((reply, index) => {
      expect(reply.status, `request ${index}`).toBe(200);
      const denied = JSON.parse(reply.body).cancel === true;
      expect(denied, `request ${index}`).toBe(index % 2 === 1);
    });
    const commands = settled.map((entry) => (entry.request.preview as { command: string }).command);
    expect(new Set(commands).size).toBe(COUNT);
    expect(new Set(settled.map((entry) => entry.request.id)).size).toBe(COUNT);
    const decisions = await until(() => {
      const page = services.audit.service.query({ filter: { kind: 'decision' }, limit: 500 });
      return page.entries.length === COUNT ? page.entries : null;
    });
    expect(new Set(decisions.map((entry) => entry.meta['requestId'])).size).toBe(COUNT);
    expect(decisions.filter((entry) => entry.outcome === 'allow')).toHaveLength(COUNT / 2);
  });

  it('answers 500 waiting requests decided together in the inbox, each once', async () => {
    // The pending list pushed to the UI: a few times, not once per request (each push carries
    // the whole list: pushed per request, a burst of 500 pushed about 125,000 requests).
    const pushed: number[] = [];
    const pushes = services.onDidPush((event) => {
      if (event.event === 'approvals:changed') pushed.push(event.payload.pending.length);
    });
    const replies = Promise.all(Array.from({ length: COUNT }, (_, index) => send(`ask ${index}`)));
    await until(() => (services.approvals.pending().length === COUNT ? true : null));
    const ids = services.approvals.pending().map((request) => request.id);
    const [first, second] = [
      services.approvals.decide({ ids, decision: 'allow', via: 'inbox' }),
      services.approvals.decide({ ids, decision: 'deny', via: 'inbox' }),
    ];
    expect(first.decided).toHaveLength(COUNT);
    expect(second).toEqual({ decided: [], alreadyDecided: ids });
    expect((await replies).every((reply) => reply.status === 200 && reply.body === '{}')).toBe(
      true,
    );
    expect(settled.filter((entry) => entry.decidedBy === 'inbox')).toHaveLength(COUNT);
    await expect.poll(() => pushed.at(-1)).toBe(0);
    pushes.dispose();
    expect(pushed.reduce((sum, length) => sum + length, 0)).toBeLessThan(COUNT * 50);
  });
});
