import fs from 'node:fs/promises';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import type { Agent, AgentHookTrust } from '../../../electron/services/agents/agent';
import { AGENT_REGISTRY, createAgentRegistry } from '../../../electron/services/agents/registry';
import { AgentTrustWriter } from '../../../electron/services/editing/agent-trust-writer';
import type { HookLookup } from '../../../electron/services/editing/hook-lookup';
import { resolveHostPaths } from '../../../electron/services/platform/host-paths';
import type { HookEntry } from '../../../shared/schemas/hook';
import { tempDir } from '../runner/hook-fixtures';

// The app's "Trust in <agent>" over an agent known only to this registry, whose trust is a line
// per hook in one file (what it writes depends on the hook's text, as Codex's hash does); and
// once over the real Codex module with no Codex binary to start.
const { dir, cleanup } = tempDir('agent-trust-writer');
afterAll(cleanup);
const scope = { kind: 'user' } as const;
const paths = resolveHostPaths({ HOME: dir, PATH: '' }, 'linux');

function row(agent: string, summary: string): HookEntry {
  return {
    id: `${agent}:hook`,
    contentHash: 'a'.repeat(64),
    agent,
    scope: 'user',
    event: 'Stop',
    sourcePath: path.join(dir, 'hooks.json'),
    position: null,
    locator: 'Stop/0/0',
    matcher: null,
    handler: { type: 'command', summary, argv: null, timeoutSec: null },
    status: 'never-runs',
    reason: { key: 'reason.codex-untrusted', params: {} },
    notes: [],
    raw: summary,
  } as HookEntry;
}

const lookupOf = (hooks: () => HookEntry[]): HookLookup => ({
  get: async () => ({ scope, hooks: hooks() }) as never,
  target: async () => ({ kind: 'user' }),
});

function syntheticWorld(name: string) {
  const trustFile = path.join(dir, `${name}.trust`);
  let hook = row('synthetic', 'echo one');
  const trust: AgentHookTrust = {
    preview: async (entry, context) => ({
      hookId: entry.id,
      status: 'untrusted',
      file: trustFile,
      text: `trusted ${entry.handler.summary} from ${context.cwd}\n`,
    }),
    apply: async (preview) => {
      await fs.appendFile(trustFile, preview.text);
      return { status: 'trusted', backup: null };
    },
  };
  const agent = {
    id: 'synthetic',
    capabilities: { displayName: 'Synthetic', binary: 'synthetic' },
    trust,
  } as unknown as Agent;
  const writer = new AgentTrustWriter({
    lookup: lookupOf(() => [hook]),
    paths,
    dataDir: path.join(dir, 'data'),
    agents: createAgentRegistry([agent]),
  });
  const edit = (summary: string) => (hook = { ...hook, handler: { ...hook.handler, summary } });
  return { writer, trustFile, edit, hook: () => hook };
}

const applyOf = (preview: {
  hookId: string;
  contentHash: string;
  text: string;
  base: string | null;
}) => ({
  scope,
  hookId: preview.hookId,
  contentHash: preview.contentHash,
  text: preview.text,
  base: preview.base,
});

describe('AgentTrustWriter', () => {
  it('previews without writing, then writes exactly what was previewed', async () => {
    const { writer, trustFile } = syntheticWorld('writes');
    const preview = await writer.preview({ scope, hookId: 'synthetic:hook' });
    expect(preview).toMatchObject({ file: trustFile, status: 'untrusted', base: null });
    expect(preview.text).toBe(`trusted echo one from ${dir}\n`);
    await expect(fs.stat(trustFile)).rejects.toThrow();
    await expect(writer.apply(applyOf(preview))).resolves.toEqual({
      status: 'trusted',
      backup: null,
    });
    expect(await fs.readFile(trustFile, 'utf8')).toBe(preview.text);
  });

  it('refuses, writing nothing, when the file changed after the preview', async () => {
    const { writer, trustFile } = syntheticWorld('file-changed');
    const preview = await writer.preview({ scope, hookId: 'synthetic:hook' });
    await fs.writeFile(trustFile, 'written by someone else\n');
    await expect(writer.apply(applyOf(preview))).rejects.toMatchObject({
      code: 'conflict',
      text: { key: 'failure.agent-trust-changed', params: { hook: 'echo one', file: trustFile } },
    });
    expect(await fs.readFile(trustFile, 'utf8')).toBe('written by someone else\n');
  });

  it('refuses when what the agent would write changed (the hook was edited)', async () => {
    const { writer, trustFile, edit } = syntheticWorld('text-changed');
    const preview = await writer.preview({ scope, hookId: 'synthetic:hook' });
    edit('echo two');
    await expect(writer.apply(applyOf(preview))).rejects.toMatchObject({ code: 'conflict' });
    await expect(fs.stat(trustFile)).rejects.toThrow();
  });

  it('refuses a hook whose content is not the one previewed', async () => {
    const { writer } = syntheticWorld('hash-changed');
    const preview = await writer.preview({ scope, hookId: 'synthetic:hook' });
    const request = { ...applyOf(preview), contentHash: 'b'.repeat(64) };
    await expect(writer.apply(request)).rejects.toMatchObject({ code: 'conflict' });
  });

  it('says an agent without a trust of its own has nothing to write', async () => {
    const writer = new AgentTrustWriter({
      lookup: lookupOf(() => [row('claude-code', 'echo claude')]),
      paths,
      dataDir: path.join(dir, 'data'),
    });
    await expect(writer.preview({ scope, hookId: 'claude-code:hook' })).rejects.toMatchObject({
      code: 'invalid-request',
      text: { key: 'failure.agent-trust-none', params: { hook: 'echo claude' } },
    });
  });

  it('names the hook and the binary when Codex cannot be started', async () => {
    const writer = new AgentTrustWriter({
      lookup: lookupOf(() => [row('codex', 'echo codex-stop')]),
      paths,
      dataDir: path.join(dir, 'data'),
      env: { PATH: '', HOOKYARD_CODEX: path.join(dir, 'no-codex-here') },
      agents: AGENT_REGISTRY,
    });
    await expect(writer.preview({ scope, hookId: 'codex:hook' })).rejects.toMatchObject({
      code: 'spawn-failed',
      text: {
        key: 'failure.agent-trust-not-started',
        params: { hook: 'echo codex-stop', agent: 'Codex CLI', binary: 'codex' },
      },
    });
  });
});
