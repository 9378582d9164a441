import fs from 'node:fs';
import path from 'node:path';

import type { SpawnError } from '../../../shared/schemas/run';
import { codedText } from '../../../shared/i18n/coded-text';

function readShebang(file: string): string | null {
  try {
    const fd = fs.openSync(file, 'r');
    try {
      const buffer = Buffer.alloc(256);
      const read = fs.readSync(fd, buffer, 0, buffer.length, 0);
      const firstLine = buffer.subarray(0, read).toString('utf8').split(/\r?\n/, 1)[0] ?? '';
      return firstLine.startsWith('#!') ? firstLine.slice(2).trim() : null;
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return null;
  }
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Turns a spawn error into words a user can act on. ENOENT is ambiguous in Node (a missing
 * program, a missing cwd, or a script whose shebang names a missing interpreter all look alike),
 * so the file system is consulted to name the real culprit. Only called on the failure path.
 */
export function describeSpawnFailure(
  error: NodeJS.ErrnoException,
  argv: readonly string[],
  cwd: string,
): SpawnError {
  const program = argv[0] ?? '';
  const code = error.code ?? 'spawn-failed';
  if (code === 'ENOENT' && !fs.existsSync(cwd)) {
    return {
      code: 'cwd-missing',
      message: codedText('run.start-cwd-missing', { cwd }),
      fix: codedText('run.fix-cwd-missing'),
    };
  }
  const looksLikePath = program.includes('/') || program.includes(path.sep);
  if (code === 'ENOENT' && looksLikePath && isFile(path.resolve(cwd, program))) {
    const shebang = readShebang(path.resolve(cwd, program));
    const interpreter = shebang?.split(/\s+/)[0] ?? null;
    return {
      code,
      message: interpreter
        ? codedText('run.start-interpreter-missing', { program, interpreter })
        : codedText('run.start-not-startable', { program }),
      fix: interpreter
        ? codedText('run.fix-install-interpreter', { interpreter })
        : codedText('run.fix-not-a-script'),
    };
  }
  if (code === 'ENOENT') {
    return {
      code,
      message: codedText(looksLikePath ? 'run.start-not-found' : 'run.start-not-on-path', {
        program,
      }),
      fix: codedText(looksLikePath ? 'run.fix-check-path' : 'run.fix-install-program', { program }),
    };
  }
  if (code === 'EACCES') {
    return {
      code,
      message: codedText('run.start-not-executable', { program }),
      fix: codedText('run.fix-make-executable', { program }),
    };
  }
  if (code === 'ENOEXEC') {
    return {
      code,
      message: codedText('run.start-wrong-format', { program }),
      fix: codedText('run.fix-add-shebang'),
    };
  }
  return {
    code,
    message: codedText('run.start-failed', { program, message: error.message }),
    fix: codedText('run.fix-check-command'),
  };
}
