import { describe, expect, it } from 'vitest';

import { CHANNEL_NAMES } from '../../../shared/contract';
import { createElectronStub } from '../../helpers/electron-stub';
import { createTempHome, createTestServices } from '../../helpers/temp-home';
import { createContractHandlers } from '../../../electron/services/contract-handlers';

const stub = createElectronStub();

// A deterministic generator, so that a failure can be replayed from its seed.
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

function randomValue(next: () => number, depth = 0): unknown {
  const pick = Math.floor(next() * (depth > 2 ? 6 : 9));
  const key = () =>
    ['workspaceId', 'scope', 'roots', 'kind', 'trusted', 'name', '__proto__', 'constructor', 'x'][
      Math.floor(next() * 9)
    ] as string;
  switch (pick) {
    case 0:
      return null;
    case 1:
      return next() > 0.5;
    case 2:
      return Math.floor(next() * 2 ** 40) * (next() > 0.5 ? -1 : 1);
    case 3:
      return 'x'.repeat(Math.floor(next() * 5000));
    case 4:
      return ['user', 'workspace', '../../etc', '\u0000', '', 'C:\\Windows'][
        Math.floor(next() * 6)
      ];
    case 5:
      return undefined;
    case 6:
      return Array.from({ length: Math.floor(next() * 4) }, () => randomValue(next, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: Math.floor(next() * 4) }, () => [key(), randomValue(next, depth + 1)]),
      );
  }
}

const appOnly = {
  isAppUrl: (url: string) => url.startsWith('file:///app/'),
  track: <T>(work: Promise<T>) => work,
};

describe('IPC fuzzing', () => {
  it('answers random payloads on every channel with a Result, never a crash', async () => {
    const temp = await createTempHome();
    const services = await createTestServices(temp);
    const { registerIpc } = await import('../../../electron/main/ipc');
    const unregister = registerIpc(stub.api.ipcMain, createContractHandlers(services), appOnly);
    const trusted = { senderFrame: { url: 'file:///app/index.html', parent: null } };
    const next = random(20261130);
    try {
      for (const channel of CHANNEL_NAMES) {
        const handler = stub.ipcHandlers.get(channel);
        expect(handler, channel).toBeTypeOf('function');
        for (let round = 0; round < 150; round += 1) {
          const result = (await handler?.(trusted, randomValue(next))) as {
            ok: boolean;
            error?: { code: string };
          };
          expect(typeof result.ok).toBe('boolean');
          if (!result.ok) expect(['invalid-request', 'not-found']).toContain(result.error?.code);
        }
      }
    } finally {
      unregister();
      await services.dispose();
      await temp.cleanup();
    }
    expect(stub.ipcHandlers.size).toBe(0);
  });
});
