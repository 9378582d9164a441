import fs from 'node:fs';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { dispatch } from '../../../shared/contract';
import type { AppServices } from '../../../electron/services/app-services';
import { createContractHandlers } from '../../../electron/services/contract-handlers';
import {
  type ClineWorld,
  killClineProcessesUnder,
  makeClineWorld,
  runRealCline,
} from '../../helpers/real-cline';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';
import { until } from './bridge-client';

// The real `cline` CLI 3.0.65, offline, with the approver shim installed by Hookyard as a
// PreToolUse hook file: the fake model asks to read README.txt, the inbox's channel decides.
const silent = { error: () => undefined };
const SLOW = { timeout: 180_000 };
const README_TEXT = 'hello from README';

describe('approvals with the real Cline CLI', () => {
  let temp: TempHome;
  let services: AppServices;
  let world: ClineWorld;

  beforeEach(async () => {
    temp = await createTempHome();
    services = await createTestServices(temp);
    world = makeClineWorld(path.join(temp.root, 'cline'));
  });
  afterEach(async () => {
    killClineProcessesUnder(temp.root);
    await services.dispose();
    await temp.cleanup();
  });

  const handlers = () => createContractHandlers(services);
  const install = async (failMode: 'open' | 'closed') => {
    const request = { agent: 'cline', scope: { kind: 'workspace', root: world.ws }, failMode };
    const result = await dispatch(handlers(), 'approvals:install', request, silent);
    expect(result).toMatchObject({
      ok: true,
      value: { installs: [{ agent: 'cline', mode: 'command', failMode }] },
    });
    expect(
      fs.statSync(path.join(world.ws, '.clinerules', 'hooks', 'PreToolUse')).mode & 0o777,
    ).toBe(0o755);
  };
  const decide = async (decision: 'allow' | 'deny', reason?: string) => {
    const pending = await until(() => services.approvals.pending()[0]);
    expect(pending).toMatchObject({
      agent: 'cline-cli',
      toolName: 'read_files',
      workspace: world.ws,
    });
    const request = { ids: [pending.id], decision, reason, via: 'inbox' };
    expect(await dispatch(handlers(), 'approvals:decide', request, silent)).toMatchObject({
      ok: true,
      value: { decided: [pending.id] },
    });
  };
  const readmeReachedModel = (completions: string[]) =>
    completions.slice(1).some((body) => body.includes(README_TEXT));

  it('runs the tool once the inbox approves', SLOW, async () => {
    await install('closed');
    const run = runRealCline(world);
    await decide('allow');
    expect(readmeReachedModel((await run).completions)).toBe(true);
    await until(
      () =>
        services.audit.service.query({
          filter: { kind: 'decision', agent: 'cline-cli', outcome: 'allow' },
        }).entries[0],
    );
  });

  it('runs the tool with the input as the user edited it (overrideInput)', SLOW, async () => {
    await install('closed');
    const other = path.join(world.ws, 'OTHER.txt');
    fs.writeFileSync(other, 'the edited file\n');
    const run = runRealCline(world);
    const pending = await until(() => services.approvals.pending()[0]);
    const request = {
      ids: [pending.id],
      decision: 'allow',
      editedInput: { files: [{ path: other }] },
      via: 'inbox',
    };
    expect(await dispatch(handlers(), 'approvals:decide', request, silent)).toMatchObject({
      ok: true,
    });
    const { completions } = await run;
    expect(completions.slice(1).some((body) => body.includes('the edited file'))).toBe(true);
    expect(readmeReachedModel(completions)).toBe(false);
  });

  it('cancels the tool (and, in the Cline CLI, the run) when the inbox denies', SLOW, async () => {
    await install('closed');
    const run = runRealCline(world);
    await decide('deny', 'Reading files needs a review');
    const finished = await run;
    expect(finished.completions).toHaveLength(1);
    expect(readmeReachedModel(finished.completions)).toBe(false);
    // The Cline CLI ends the whole run on a cancel: it prints "aborted", and neither the model
    // (no request after the cancel) nor the terminal sees the errorMessage (spec/cline.md 6.4).
    expect(finished.stdout).toMatch(/aborted/);
    expect(finished.stdout).not.toContain('Reading files needs a review');
    const entry = await until(
      () =>
        services.audit.service.query({ filter: { kind: 'decision', agent: 'cline-cli' } })
          .entries[0],
    );
    expect(entry).toMatchObject({
      outcome: 'deny',
      meta: { decidedBy: 'inbox', reason: 'Reading files needs a review' },
    });
  });

  it('denies when Hookyard cannot be reached and the install is fail-closed', SLOW, async () => {
    await install('closed');
    await services.dispose();
    const run = await runRealCline(world);
    expect(run.completions).toHaveLength(1);
    services = await createTestServices(temp);
  });

  it(
    'lets the tool run when Hookyard cannot be reached and the install is fail-open',
    SLOW,
    async () => {
      await install('open');
      await services.dispose();
      expect(readmeReachedModel((await runRealCline(world)).completions)).toBe(true);
      services = await createTestServices(temp);
    },
  );
});
