import fs from 'node:fs';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, test } from 'vitest';

import type { AppServices } from '../../../electron/services/app-services';
import type { HistoryEntry } from '../../../shared/schemas/history';
import {
  codexEnv,
  makeCodexWorld,
  runRealCodex,
  trustEveryCodexHook,
} from '../../helpers/real-codex';
import { importAgentAudit } from '../../helpers/imported-audit';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';

// The real `codex exec` with Hookyard's recorder on every event, installed by History ›
// Recording's installer and trusted through Codex's own app-server (Codex skips an untrusted
// hook silently): each event Codex fired is in the audit index, and so is Codex's own rollout of
// the same session, found under CODEX_HOME; uninstalling gives hooks.json back byte for byte.
// The user's own hook (on an event this run never fires) is laid out their way, in 4 spaces.
const USER_HOOKS =
  '{\n    "hooks": {\n        "PostCompact": [{"hooks": [{"type": "command", "command": "true"}]}]\n    }\n}\n';
let temp: TempHome;
let services: AppServices;
beforeEach(async () => {
  temp = await createTempHome();
  services = await createTestServices(temp);
});
afterEach(async () => {
  await services.dispose();
  await temp.cleanup();
});

const eventsOf = (entries: HistoryEntry[]) => entries.map((e) => e.event);

describe('real Codex CLI: recorder and rollout in History', () => {
  test(
    'the recorder sees every event of an exec turn, and import finds the rollout of the same session',
    { timeout: 120_000 },
    async () => {
      const world = makeCodexWorld(temp.root);
      expect(world.codexHome).toBe(temp.paths.codexHome);
      const hooksFile = path.join(world.codexHome, 'hooks.json');
      fs.writeFileSync(hooksFile, USER_HOOKS);
      const target = { agent: 'codex', scope: { kind: 'user' } } as const;
      const installed = await services.recorder.install(target);
      expect(installed.status).toMatchObject({ state: 'on', files: [hooksFile] });
      await trustEveryCodexHook(world.ws, codexEnv(world));
      const run = await runRealCodex(world);
      expect(run.timedOut, run.stderr).toBe(false);
      expect(run.toolRan).toBe(true);

      const query = await importAgentAudit(services, 'codex', 100);
      const recorded = query('recorder');
      // Codex's order for one tool call (spec §3, seen g1/g3).
      expect(eventsOf(recorded)).toEqual([
        'SessionStart',
        'UserPromptSubmit',
        'PreModelRequest',
        'PostModelRequest',
        'PreToolUse',
        'PostToolUse',
        'PreModelRequest',
        'PostModelRequest',
        'Stop',
        'SessionEnd',
      ]);
      const session = recorded[0]!.sessionId;
      expect(recorded.find((e) => e.event === 'PreToolUse')).toMatchObject({
        tool: 'Bash',
        workspace: world.ws,
      });

      const rollout = query('codex-rollout');
      expect(eventsOf(rollout)).toEqual(['SessionStart', 'PreToolUse']);
      expect(rollout.every((e) => e.sessionId === session)).toBe(true);
      const recordedCall = recorded.find((e) => e.event === 'PreToolUse')!.payload as Record<
        string,
        unknown
      >;
      expect(rollout[1]!.payload).toMatchObject({
        tool_name: 'Bash',
        tool_input: recordedCall['tool_input'],
        tool_use_id: recordedCall['tool_use_id'],
      });

      const removed = await services.recorder.uninstall(target);
      expect(removed.status.state).toBe('off');
      expect(fs.readFileSync(hooksFile, 'utf8')).toBe(USER_HOOKS);
    },
  );
});
