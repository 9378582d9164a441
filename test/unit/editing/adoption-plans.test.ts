import { describe, expect, it } from 'vitest';

import { planAdopt, planRelease } from '../../../electron/services/editing/adoption-plans';
import type { AdoptionRecord } from '../../../electron/services/editing/adoption-record';
import type { HookEntry } from '../../../shared/schemas/hook';

const options = { dataDir: '/nowhere', id: 'a-1', workspaces: null, platform: 'linux' as const };

describe('adoption plans by agent', () => {
  it('refuses an agent that names no adoption, before reading anything', () => {
    const entry = { agent: 'codex', sourcePath: '/nowhere/config.toml' } as HookEntry;
    expect(() => planAdopt(entry, options)).toThrow(
      expect.objectContaining({
        text: expect.objectContaining({ key: 'failure.adopt-not-supported' }),
      }),
    );
  });

  it('finds the agent that releases a record by its kind (a missing file is a conflict)', async () => {
    const record = {
      version: 1,
      id: 'a-1',
      workspaces: null,
      hookId: 'h',
      sourcePath: '/nowhere/hooks/PreToolUse',
      adoptedAt: '2026-01-01T00:00:00.000Z',
      original: { kind: 'hook-file', storedPath: '/nowhere/hooks/.hookyard-adopted/PreToolUse' },
    } satisfies AdoptionRecord;
    await expect(planRelease('/nowhere', record)).rejects.toMatchObject({
      text: expect.objectContaining({ key: 'failure.adopted-wrapper-changed' }),
    });
  });
});
