import fs from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { describeHead, readFileHead } from '../../../../electron/services/agents/cline/file-head';
import { FileProbe } from '../../../../electron/services/platform/file-probe';
import { createTempClineHost, type TempClineHost } from './temp-cline-host';

describe('describeHead', () => {
  it('splits a shebang into words after trimming the first line', () => {
    const head = describeHead(Buffer.from('  #!  /usr/bin/env   node --flag \r\nrest'));
    expect(head.shebang).toBe('#!  /usr/bin/env   node --flag');
    expect(head.shebangTokens).toEqual(['/usr/bin/env', 'node', '--flag']);
  });

  it('sees a shebang behind a UTF-8 byte order mark, as trim() does in the CLI', () => {
    expect(describeHead(Buffer.from('\uFEFF#!/bin/bash\n')).shebangTokens).toEqual(['/bin/bash']);
  });

  it('treats a bare #! as no shebang', () => {
    expect(describeHead(Buffer.from('#!   \necho\n')).shebang).toBeNull();
  });

  it('flags NUL bytes without a shebang as binary and shows nothing of it', () => {
    const head = describeHead(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x00, 0x00]));
    expect(head).toMatchObject({ binary: true, raw: '' });
  });

  it('does not flag a script with a payload after its shebang as binary', () => {
    expect(describeHead(Buffer.from('#!/bin/sh\nexit 0\n\0\0payload')).binary).toBe(false);
  });

  it('does not flag UTF-16 text with a byte order mark as binary', () => {
    expect(describeHead(Buffer.from('\uFEFFWrite-Output 1', 'utf16le')).binary).toBe(false);
  });
});

describe('readFileHead', () => {
  let host: TempClineHost;
  beforeEach(async () => {
    host = await createTempClineHost();
  });
  afterEach(() => host.cleanup());

  it('caps what it shows of a long script', async () => {
    const file = await host.write('big.sh', `#!/bin/sh\n${'x'.repeat(100_000)}\n`);
    const head = await readFileHead(file, new FileProbe());
    expect(head.shebangTokens).toEqual(['/bin/sh']);
    expect(head.raw.length).toBeLessThanOrEqual(2_000);
  });

  it('returns a read failure as words instead of throwing', async () => {
    const dir = path.join(host.root, 'a-folder');
    await fs.mkdir(dir);
    const head = await readFileHead(dir, new FileProbe());
    expect(head.readError).toBe('illegal operation on a directory');
  });
});
