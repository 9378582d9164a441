import path from 'node:path';

/**
 * The interpreter the Cline CLI picks from a file's lower-cased path when it has no shebang
 * (spec §3.1 step 2); anything unknown, including no extension, runs with bash.
 */
export function extensionInterpreter(file: string, platform: NodeJS.Platform): string[] {
  const extension = path.posix.extname(file.toLowerCase());
  switch (extension) {
    case '.js':
    case '.mjs':
    case '.cjs':
      return ['node'];
    case '.ts':
    case '.mts':
    case '.cts':
      return ['bun', 'run'];
    case '.py':
      return platform === 'win32' ? ['py', '-3'] : ['python3'];
    case '.ps1':
      return [platform === 'win32' ? 'powershell' : 'pwsh', '-File'];
    default:
      return ['bash'];
  }
}

/**
 * The interpreter a shebang's words give (spec §3.1 step 1, `normalizeHookInterpreter`):
 * `env` is skipped recursively; bash/sh/zsh and python/python3 lose their directory (found on
 * PATH; python is `py -3` on Windows); anything else stays as written. `tokens` is non-empty.
 */
export function shebangInterpreter(tokens: string[], platform: NodeJS.Platform): string[] {
  return normalize(tokens, platform) ?? tokens;
}

/** The lower-cased base name of a command, `\` treated as `/`, as the CLI compares it. */
export function commandName(command: string): string {
  return command.replace(/\\/g, '/').toLowerCase().split('/').at(-1) ?? '';
}

function normalize(tokens: string[], platform: NodeJS.Platform): string[] | undefined {
  const [command, ...rest] = tokens;
  if (command === undefined) return undefined;
  const name = commandName(command);
  if (name === 'env') return normalize(rest, platform);
  if (name === 'bash' || name === 'sh' || name === 'zsh') return [name, ...rest];
  if (name === 'python3' || name === 'python') {
    return platform === 'win32' ? ['py', '-3', ...rest] : [name, ...rest];
  }
  return tokens;
}
