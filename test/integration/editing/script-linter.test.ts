import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ScriptLinter } from '../../../electron/services/editing/script-linter';
import { createWhich } from '../../../electron/services/platform/which';

const linter = new ScriptLinter({ pathEnv: process.env.PATH ?? '', platform: process.platform });
const hasShellcheck = createWhich(process.env.PATH ?? '', process.platform)('shellcheck') !== null;

describe('script checks with the real tools', () => {
  it('bash -n names the line of a shell syntax error', async () => {
    const result = await linter.check({
      language: 'shell',
      content: '#!/bin/bash\necho start\nif true; then\n  echo x\n',
    });
    expect(result.tools).toContainEqual({ tool: 'bash', available: true });
    expect(result.tools).toContainEqual({ tool: 'shellcheck', available: hasShellcheck });
    const bash = result.findings.filter((finding) => finding.tool === 'bash');
    expect(bash.length).toBeGreaterThan(0);
    expect(bash[0]).toMatchObject({ severity: 'error', line: 5 });
    expect(bash[0]?.message).toMatch(/unexpected end of file/);
    expect(bash[0]?.message).not.toContain(os.tmpdir());
  });

  it('finds nothing wrong in a valid shell script', async () => {
    const result = await linter.check({
      language: 'shell',
      content: '#!/bin/bash\ninput=$(cat)\nprintf "%s" "$input"\n',
    });
    expect(result.findings.filter((finding) => finding.tool === 'bash')).toEqual([]);
  });

  it('py_compile names the line of a Python syntax error, and writes nothing beside anything', async () => {
    const before = await fs.readdir(os.tmpdir());
    const result = await linter.check({
      language: 'python',
      content: 'import json\n\ndef main(:\n    pass\n',
    });
    expect(result.tools).toEqual([{ tool: 'python', available: true }]);
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({ tool: 'python', line: 3, severity: 'error' });
    expect(result.findings[0]?.message).toMatch(/SyntaxError/);
    // The temp folder is gone again, pycache and all.
    const after = await fs.readdir(os.tmpdir());
    expect(
      after.filter((name) => name.startsWith('hookyard-check-') && !before.includes(name)),
    ).toEqual([]);
    expect((await linter.check({ language: 'python', content: 'print("ok")\n' })).findings).toEqual(
      [],
    );
  });

  it('says a tool is not installed instead of failing', async () => {
    const bare = new ScriptLinter({
      pathEnv: path.join(os.tmpdir(), 'no-tools-here'),
      platform: 'linux',
    });
    const result = await bare.check({ language: 'shell', content: 'fi\n' });
    expect(result).toEqual({
      tools: [
        { tool: 'bash', available: false },
        { tool: 'shellcheck', available: false },
      ],
      findings: [],
    });
  });
});
