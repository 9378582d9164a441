import fs from 'node:fs';
import path from 'node:path';

import { runText } from '../../../shared/i18n/run-text';
import type { SpawnError } from '../../../shared/schemas/run';

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
      message: runText('start-cwd-missing', { cwd }),
      fix: runText('fix-cwd-missing'),
    };
  }
  const looksLikePath = program.includes('/') || program.includes(path.sep);
  if (code === 'ENOENT' && looksLikePath && isFile(path.resolve(cwd, program))) {
    const shebang = readShebang(path.resolve(cwd, program));
    const interpreter = shebang?.split(/\s+/)[0] ?? null;
    return {
      code,
      message: interpreter
        ? runText('start-interpreter-missing', { program, interpreter })
        : runText('start-not-startable', { program }),
      fix: interpreter
        ? runText('fix-install-interpreter', { interpreter })
        : runText('fix-not-a-script'),
    };
  }
  if (code === 'ENOENT') {
    return {
      code,
      message: runText(looksLikePath ? 'start-not-found' : 'start-not-on-path', { program }),
      fix: runText(looksLikePath ? 'fix-check-path' : 'fix-install-program', { program }),
    };
  }
  if (code === 'EACCES') {
    return {
      code,
      message: runText('start-not-executable', { program }),
      fix: runText('fix-make-executable', { program }),
    };
  }
  if (code === 'ENOEXEC') {
    return {
      code,
      message: runText('start-wrong-format', { program }),
      fix: runText('fix-add-shebang'),
    };
  }
  return {
    code,
    message: runText('start-failed', { program, message: error.message }),
    fix: runText('fix-check-command'),
  };
}
