import type { AgentCapabilities } from '../../../../shared/schemas/agent-capabilities';

/** A simple fact about a script that will stop it from running the way its author expects. */
export type ScriptCheck =
  | { code: 'shebang-mismatch'; extension: string; interpreter: string }
  | { code: 'missing-shebang'; file: string }
  | { code: 'shebang-crlf' };

/** Interpreters a shebang may name for each extension (the last word of `#!/usr/bin/env x`). */
const FAMILIES: ReadonlyArray<{ extensions: readonly string[]; interpreters: RegExp }> = [
  { extensions: ['.sh', '.bash', '.zsh'], interpreters: /^(ba|z|da|k)?sh$/ },
  { extensions: ['.py'], interpreters: /^python[0-9.]*$|^uv$/ },
  { extensions: ['.js', '.mjs', '.cjs'], interpreters: /^(node|nodejs|bun|deno)$/ },
  { extensions: ['.ts', '.mts', '.cts'], interpreters: /^(bun|deno|tsx|ts-node)$/ },
  { extensions: ['.ps1'], interpreters: /^pwsh$|^powershell/ },
];

const baseName = (file: string): string =>
  file.slice(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);

const extensionOf = (file: string): string => {
  const name = baseName(file);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
};

/** The interpreter a shebang line names: `#!/usr/bin/env -S python3 -u` → `python3`. */
export function shebangInterpreter(line: string): string | null {
  const match = /^#!\s*(\S+)(.*)$/.exec(line.replace(/\r$/, ''));
  if (!match) return null;
  const program = baseName(match[1] as string);
  if (program !== 'env') return program;
  const words = (match[2] as string)
    .trim()
    .split(/\s+/)
    .filter((word) => !word.startsWith('-'));
  return words[0] ?? null;
}

/**
 * Checks a hook script can start the way the agents start it: a shebang that names another
 * language than the file's extension (a `.py` file run by bash), a Cline hook the VS Code
 * extension starts directly without a `#!` line (an agent whose capabilities say it needs one), and a shebang ending in a carriage return
 * (`bad interpreter`). `runtimes` are the capabilities of the agents that run this file. Pure; never throws.
 */
export function checkScript(
  file: string,
  content: string,
  runtimes: readonly Pick<AgentCapabilities, 'needsShebang'>[],
): ScriptCheck[] {
  const firstLine = content.split('\n', 1)[0] ?? '';
  const checks: ScriptCheck[] = [];
  const extension = extensionOf(file);
  const interpreter = firstLine.startsWith('#!') ? shebangInterpreter(firstLine) : null;
  const family = FAMILIES.find((candidate) => candidate.extensions.includes(extension));
  if (family && interpreter && !family.interpreters.test(interpreter)) {
    checks.push({ code: 'shebang-mismatch', extension, interpreter });
  }
  if (
    runtimes.some((runtime) => runtime.needsShebang) &&
    extension !== '.ps1' &&
    !firstLine.startsWith('#!')
  ) {
    checks.push({ code: 'missing-shebang', file: baseName(file) });
  }
  if (firstLine.startsWith('#!') && firstLine.endsWith('\r')) checks.push({ code: 'shebang-crlf' });
  return checks;
}
