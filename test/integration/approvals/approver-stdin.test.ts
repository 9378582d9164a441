import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { claudePermissionRequest, runShimStdinOpen } from './bridge-client';

// The agent's hook timeout counts from the moment it starts the shim, stdin wait included.
describe('the approver shim with stdin never closed', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hookyard-approver-'));
  });
  afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

  const args = () => ['--agent', 'claude-code', '--data-dir', dataDir, '--fail', 'closed'];

  it('answers from a whole payload at once, before the agent deadline', async () => {
    const payload = JSON.stringify(claudePermissionRequest('/w', 'ls'));
    const run = await runShimStdinOpen([...args(), '--timeout', '3'], payload);
    expect(run.stdout).toContain('"behavior":"deny"');
    expect(run.elapsedMs).toBeLessThan(3000);
  });

  it('answers with its fail mode before the deadline when the payload never ends', async () => {
    const run = await runShimStdinOpen([...args(), '--timeout', '3'], '{"cwd": "/w", ');
    expect(run.stdout).toContain('"permissionDecision":"deny"');
    expect(run.elapsedMs).toBeLessThan(3000);
  });
});
