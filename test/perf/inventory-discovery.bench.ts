import fs from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, it } from 'vitest';

import type { AppServices } from '../../electron/services/app-services';
import { createTempHome, createTestServices, type TempHome } from '../helpers/temp-home';
import { figure, median, report } from './bench-report';

const WORKSPACES = 50;
const HOOKS_PER_WORKSPACE = 20;

let temp: TempHome;
let services: AppServices;
const roots: string[] = [];

// 50 workspaces, each with 10 Claude Code handlers in two settings files and 10 Cline files over
// both Cline folders, plus user-level hooks of both agents.
beforeAll(async () => {
  temp = await createTempHome();
  await temp.write('home/.claude/settings.json', settings('user', 4));
  for (let index = 0; index < 3; index += 1) {
    await temp.write(
      `home/.cline/hooks/${['TaskStart', 'PreToolUse.sh', 'PostToolUse.js'][index]}`,
      '#!/bin/bash\necho {}\n',
      0o755,
    );
  }
  for (let w = 0; w < WORKSPACES; w += 1) {
    const root = await temp.mkdir(`ws/project-${w}`);
    roots.push(root);
    await temp.write(`ws/project-${w}/.claude/settings.json`, settings(`p${w}`, 3));
    await temp.write(`ws/project-${w}/.claude/settings.local.json`, settings(`l${w}`, 2));
    const names = ['TaskStart', 'TaskComplete', 'PreToolUse', 'PostToolUse', 'UserPromptSubmit'];
    for (const [index, name] of names.entries()) {
      await temp.write(
        `ws/project-${w}/.clinerules/hooks/${name}`,
        '#!/bin/bash\necho {}\n',
        0o755,
      );
      await temp.write(
        `ws/project-${w}/.cline/hooks/${name}.${index % 2 ? 'sh' : 'js'}`,
        '#!/usr/bin/env node\n',
        0o644,
      );
    }
  }
  services = await createTestServices(temp);
  for (const root of roots) await services.workspaces.add({ roots: [root] });
});

afterAll(async () => {
  await services.dispose();
  await temp.cleanup();
});

function settings(tag: string, handlers: number): string {
  const group = (event: string, count: number) => ({
    matcher: event === 'PreToolUse' ? 'Bash|Write' : undefined,
    hooks: Array.from({ length: count }, (_, index) => ({
      type: 'command',
      command: `echo ${tag}-${event}-${index}`,
    })),
  });
  return JSON.stringify(
    { hooks: { PreToolUse: [group('PreToolUse', handlers)], Stop: [group('Stop', 1)] } },
    null,
    2,
  );
}

async function discoverAll(): Promise<number> {
  const started = performance.now();
  const workspaces = await services.workspaces.list();
  let hooks = 0;
  for (const workspace of workspaces) {
    hooks += (await services.inventory.get({ kind: 'workspace', workspaceId: workspace.id })).hooks
      .length;
  }
  if (hooks < WORKSPACES * HOOKS_PER_WORKSPACE) throw new Error(`only ${hooks} hooks discovered`);
  return performance.now() - started;
}

// The floor: reading the same folders and files with bare fs calls, no rules applied.
async function rawWalk(): Promise<number> {
  const started = performance.now();
  for (const root of roots) {
    for (const folder of ['.claude', '.clinerules/hooks', '.cline/hooks']) {
      const dir = path.join(root, folder);
      for (const name of await fs.readdir(dir)) await fs.readFile(path.join(dir, name));
    }
  }
  return performance.now() - started;
}

it('discovers 50 workspaces x 20 hooks', async () => {
  const cold = await discoverAll();
  const warm: number[] = [];
  const raw: number[] = [];
  for (let round = 0; round < 7; round += 1) {
    warm.push(await discoverAll());
    raw.push(await rawWalk());
  }
  figure('inventory discovery, 50 workspaces x 20 hooks, cold', cold, 'ms', '<= 500 ms');
  figure('inventory discovery, 50 workspaces x 20 hooks, warm median', median(warm), 'ms');
  report(
    'inventory discovery vs raw fs walk of the same files (warm medians)',
    median(warm),
    median(raw),
    'ms',
    'informative',
  );
});
