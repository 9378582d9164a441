import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { build } from 'rolldown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DiscoveryResult } from '../../../../electron/services/agents/dialect';
import { BASH_HOOK, createTempClineHost, type TempClineHost } from './temp-cline-host';

const services = fileURLToPath(new URL('../../../../electron/services/', import.meta.url));

// Root reads everything, so the denied reads happen in a child process running as `nobody`;
// the dialects are bundled for it because plain Node cannot load TypeScript.
const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};

const ENTRY = `
import { ClineCliDialect } from '${services}agents/cline-cli/cline-cli-dialect';
import { ClineVscodeDialect } from '${services}agents/cline-vscode/cline-vscode-dialect';
import { FileProbe } from '${services}platform/file-probe';
import { resolveHostPaths } from '${services}platform/host-paths';
import { createWhich } from '${services}platform/which';

async function main() {
  const [home, ws] = process.argv.slice(2);
  const paths = resolveHostPaths({ PATH: process.env.PATH }, 'linux', { home });
  const context = { paths, files: new FileProbe(), which: createWhich(paths.pathEnv) };
  const target = { kind: 'workspace' as const, roots: [ws] };
  const dialects = [new ClineCliDialect(), new ClineVscodeDialect()];
  const results = await Promise.all(dialects.map((dialect) => dialect.discover(target, context)));
  process.stdout.write(JSON.stringify(results));
}
void main();
`;

describe('permission errors (read as an unprivileged user)', () => {
  let host: TempClineHost;
  let cli: DiscoveryResult;
  let vscode: DiscoveryResult;

  beforeAll(async () => {
    host = await createTempClineHost();
    await host.write('home/Documents/Cline/Hooks/PreToolUse', BASH_HOOK);
    await fs.chmod(path.join(host.home, 'Documents/Cline/Hooks'), 0o000);
    await host.write('ws/.clinerules/hooks/TaskStart', BASH_HOOK, 0o000);
    await host.write('ws/.cline/hooks/PostToolUse', BASH_HOOK, 0o644);
    await fs.chmod(host.root, 0o755);
    const entry = await host.write('entry.ts', ENTRY, 0o644);
    const bundle = path.join(host.root, 'discover.cjs');
    await build({
      input: entry,
      platform: 'node',
      logLevel: 'silent',
      // jsonc-parser's UMD main requires its parts at run time; its ES build bundles cleanly.
      resolve: { mainFields: ['module', 'main'] },
      output: { file: bundle, format: 'cjs' },
    });
    await fs.chmod(bundle, 0o644);
    const { stdout } = await promisify(execFile)(process.execPath, [bundle, host.home, host.ws], {
      ...asNobody,
      env: { PATH: process.env.PATH },
    });
    [cli, vscode] = JSON.parse(stdout) as [DiscoveryResult, DiscoveryResult];
  });
  afterAll(async () => {
    await fs.chmod(path.join(host.home, 'Documents/Cline/Hooks'), 0o755);
    await host.cleanup();
  });

  it('marks a hooks folder it may not read unreadable, for both runtimes', () => {
    const folder = path.join(host.home, 'Documents/Cline/Hooks');
    for (const result of [cli, vscode]) {
      expect(result.sources.find((source) => source.path === folder)).toMatchObject({
        state: 'unreadable',
        reason: {
          key: 'reason.hooks-folder-unreadable',
          params: { folder, message: 'permission denied' },
        },
        hookCount: 0,
      });
    }
  });

  it('keeps reading the other folders', () => {
    const states = cli.sources.map((source) => [source.path.replace(host.root, ''), source.state]);
    expect(states).toEqual([
      ['/home/Documents/Cline/Hooks', 'unreadable'],
      ['/home/.cline/hooks', 'missing'],
      ['/ws/.clinerules/hooks', 'ok'],
      ['/ws/.cline/hooks', 'ok'],
    ]);
    expect(cli.hooks.find((hook) => hook.locator === 'PostToolUse')?.status).toBe('active');
  });

  it('calls a hook file the CLI cannot read invalid, and VS Code not executable', () => {
    const file = path.join(host.ws, '.clinerules/hooks/TaskStart');
    expect(cli.hooks.find((hook) => hook.sourcePath === file)).toMatchObject({
      status: 'invalid',
      reason: { key: 'reason.unreadable', params: { message: 'permission denied' } },
      handler: { argv: ['bash', file] },
    });
    expect(vscode.hooks.find((hook) => hook.sourcePath === file)?.status).toBe('not-executable');
  });
});
