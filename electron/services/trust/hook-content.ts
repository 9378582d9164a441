import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import type { HookEntry } from '../../../shared/schemas/hook';

/** The largest file read into a hook's content; a bigger one counts by its hash alone. */
const FILE_CAP = 4 * 1024 * 1024;
/** The inventory keeps at most this much of a definition; a longer one is read from its file. */
const RAW_CAP = 4096;

/** What a user reviews when trusting a project hook, and its hash. */
export interface HookContent {
  /** The definition, then every workspace script it runs, each under a `--- <path>` line. */
  text: string;
  hash: string;
}

/**
 * The content that decides whether a project hook is still the one the user trusted: a Cline
 * hook file's bytes; a Claude Code handler's JSON as written, plus the bytes of each script file
 * inside the workspace that its command names (`"$CLAUDE_PROJECT_DIR"/…`, `./…`, `.claude/…`, or
 * an absolute path under a root). Unreadable files count as `<unreadable>`. Never throws.
 */
export async function hookContent(hook: HookEntry, roots: string[]): Promise<HookContent> {
  const parts: string[] = [];
  if (hook.handler.type === 'file') {
    parts.push(await readPart(hook.sourcePath));
  } else {
    parts.push(hook.raw.length < RAW_CAP ? hook.raw : await readPart(hook.sourcePath));
    for (const script of scriptsOf(hook, roots)) {
      parts.push(`--- ${script}\n${await readPart(script)}`);
    }
  }
  const text = parts.join('\n');
  return { text, hash: createHash('sha256').update(text).digest('hex') };
}

/** Workspace files a command handler runs, in the order they appear; each once. */
export function scriptsOf(hook: HookEntry, roots: string[]): string[] {
  const root = roots.find((candidate) => inside(hook.sourcePath, candidate)) ?? roots[0];
  if (!root) return [];
  const words = [hook.handler.summary, ...(hook.handler.argv ?? [])]
    .join(' ')
    .replace(/\$\{CLAUDE_PROJECT_DIR\}|\$CLAUDE_PROJECT_DIR/g, root)
    .replace(/["']/g, '')
    .split(/\s+/);
  const found = new Set<string>();
  for (const word of words) {
    const candidate = path.isAbsolute(word)
      ? path.normalize(word)
      : /^\.{1,2}\/|^\.claude\//.test(word)
        ? path.resolve(root, word)
        : null;
    if (candidate && roots.some((each) => inside(candidate, each))) found.add(candidate);
  }
  return [...found];
}

/** True when `file` is `folder` or below it. */
export function inside(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

async function readPart(file: string): Promise<string> {
  try {
    const stats = await fs.stat(file);
    if (!stats.isFile()) return '<not a file>';
    if (stats.size > FILE_CAP) {
      const bytes = await fs.readFile(file);
      return `<${stats.size} bytes, sha256 ${createHash('sha256').update(bytes).digest('hex')}>`;
    }
    return await fs.readFile(file, 'utf8');
  } catch {
    return '<unreadable>';
  }
}
