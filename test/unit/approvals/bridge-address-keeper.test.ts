import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { bridgeAddressFile } from '../../../electron/services/approvals/bridge-address';
import { keepBridgeAddress } from '../../../electron/services/approvals/bridge-address-keeper';

const address = {
  version: 1 as const,
  secret: 's'.repeat(43),
  httpUrl: 'http://127.0.0.1:4100/v1/approve',
  port: 4100,
  socketPath: null,
  pid: 1,
};
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});
const tempRoot = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-keeper-'));
  roots.push(root);
  return root;
};

describe('the bridge address keeper', () => {
  it('says once that it cannot write the address again, and writes it once it can', async () => {
    const root = tempRoot();
    // The approvals folder a link to nowhere: the address is missing and every write fails
    // (a folder cannot be made where the link is), whoever runs the test.
    const dataDir = path.join(root, 'data');
    fs.mkdirSync(dataDir);
    fs.symlinkSync(path.join(root, 'nowhere', 'approvals'), path.join(dataDir, 'approvals'));
    const errors: unknown[] = [];
    const keeper = keepBridgeAddress(dataDir, address, (error) => errors.push(error), 10);
    try {
      await expect.poll(() => errors.length).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(errors).toHaveLength(1);
      fs.rmSync(path.join(dataDir, 'approvals'));
      await expect.poll(() => fs.existsSync(bridgeAddressFile(dataDir))).toBe(true);
      expect(JSON.parse(fs.readFileSync(bridgeAddressFile(dataDir), 'utf8'))).toEqual(address);
    } finally {
      keeper.dispose();
    }
  });
});
