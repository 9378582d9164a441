import fs from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ClineCliDialect } from '../../../../electron/services/agents/cline-cli/cline-cli-dialect';
import { ClineVscodeDialect } from '../../../../electron/services/agents/cline-vscode/cline-vscode-dialect';
import { mapLimit } from '../../../../electron/services/map-limit';
import { FileProbe } from '../../../../electron/services/platform/file-probe';
import { createTempClineHost, NODE_HOOK, type TempClineHost } from './temp-cline-host';

/** A real FileProbe that records which files had their content read. */
class RecordingProbe extends FileProbe {
  readonly read = new Set<string>();
  override readBytes(file: string, maxBytes?: number) {
    this.read.add(file);
    return super.readBytes(file, maxBytes);
  }
}

describe('a hooks folder of 10,000 files', () => {
  let host: TempClineHost;
  beforeEach(async () => {
    host = await createTempClineHost();
  });
  afterEach(() => host.cleanup());

  it('is listed by both runtimes, which read only the hook files in it', async () => {
    const dir = path.join(host.ws, '.clinerules/hooks');
    await fs.mkdir(dir, { recursive: true });
    const names = Array.from({ length: 10_000 }, (_, index) => `note-${index}.txt`);
    await mapLimit(names, 64, (name) => fs.writeFile(path.join(dir, name), 'x'));
    const taskStart = await host.write('ws/.clinerules/hooks/TaskStart', NODE_HOOK);
    const preToolUse = await host.write('ws/.clinerules/hooks/PreToolUse.js', NODE_HOOK);
    const files = new RecordingProbe();
    const context = { ...host.context(), files };
    const target = { kind: 'workspace' as const, roots: [host.ws] };
    const [cli, vscode] = await Promise.all([
      new ClineCliDialect().discover(target, context),
      new ClineVscodeDialect().discover(target, context),
    ]);

    expect(cli.hooks).toHaveLength(10_002);
    expect(vscode.hooks).toHaveLength(10_002);
    const active = (hooks: typeof cli.hooks) =>
      hooks.filter((hook) => hook.status === 'active').map((hook) => hook.sourcePath);
    expect(active(cli.hooks)).toEqual([preToolUse, taskStart]);
    expect(active(vscode.hooks)).toEqual([taskStart]);
    expect(cli.sources.find((source) => source.path === dir)?.hookCount).toBe(2);
    expect(vscode.sources.find((source) => source.path === dir)?.hookCount).toBe(1);
    expect([...files.read].sort()).toEqual([preToolUse, taskStart]);
  });
});
