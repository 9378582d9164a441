import { describe, expect, test } from 'vitest';

import { readBridgeAddress } from '../../../electron/services/approvals/bridge-address';
import { startServeProcess } from '../../helpers/serve-process';
import { createTempHome } from '../../helpers/temp-home';
import { post } from './bridge-client';

// A user's glob meets a command an agent wrote: `git * push * push * --force *` against a
// command repeating " push" 20,000 times backtracks for many minutes in a plain V8 (2,000 times:
// 7.3 s), and the bridge, the UI and recording of that process wait. The real `hookyard serve`
// answers it, and the UI's channel answers while it does (regexp-backtrack-guard.ts).
describe('an approval rule whose pattern backtracks without end on a command', () => {
  test('is answered, and the process goes on serving', async () => {
    const temp = await createTempHome();
    const serve = await startServeProcess(temp);
    try {
      const invoke = async (channel: string, body: unknown) => {
        const response = await fetch(`${serve.origin}/api/${channel}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${serve.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return (await response.json()) as { ok: boolean };
      };
      const rule = {
        id: 'no-force-push',
        scope: { kind: 'global' },
        command: 'git * push * push * --force *',
        patternKind: 'glob',
        decision: 'deny',
        failMode: 'closed',
        origin: 'user',
        createdAt: 0,
      };
      expect((await invoke('approvals:save-rules', { rules: [rule] })).ok).toBe(true);
      const address = await readBridgeAddress(temp.dataDir);
      if (!address?.port) throw new Error(`no bridge port: ${JSON.stringify(address)}`);
      const port = address.port;
      const payload = {
        session_id: 's',
        cwd: temp.home,
        hook_event_name: 'PreToolUse',
        tool_name: 'Bash',
      };
      const approve = (command: string) =>
        post(
          { port },
          '/v1/approve?agent=claude-code&fail=closed',
          JSON.stringify({ ...payload, tool_input: { command } }),
          { 'x-hookyard-secret': address.secret },
        );
      // The rule is live: a command it matches is denied.
      expect((await approve('git x push y push z --force now')).body).toContain('"deny"');
      const answer = approve(`git${' push'.repeat(20_000)} x`);
      // Asked while the match runs: the process is not held for minutes.
      expect((await invoke('approvals:rules', {})).ok).toBe(true);
      const reply = await answer;
      expect(reply.status).toBe(200);
      // The rule does not match (no --force): no decision, as without the rule.
      expect(reply.body).toBe('{}');
      expect(serve.running()).toBe(true);
    } finally {
      await serve.stop();
      await temp.cleanup();
    }
  }, 60_000);
});
