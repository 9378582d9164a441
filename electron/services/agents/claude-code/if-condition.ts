import { canonicalToolName as canonical } from './matcher';

/** A handler's `if` condition in permission-rule syntax: `Bash`, `Bash(git *)`, `Write(*.ts)`. */
export interface CompiledIfCondition {
  /** False when the text is not `Tool` or `Tool(content)`; such a condition matches nothing. */
  valid: boolean;
  toolName: string | null;
  /** The text between the parentheses, or null for a bare tool name. */
  content: string | null;
  /** Whether a call of `toolName` with `toolInput` passes the condition. */
  test(toolName: string, toolInput: unknown): boolean;
}

const RULE = /^([A-Za-z_][A-Za-z0-9_]*)(?:\((.*)\))?$/s;
const FILE_FIELDS: Readonly<Record<string, string>> = {
  Read: 'file_path',
  Write: 'file_path',
  Edit: 'file_path',
  MultiEdit: 'file_path',
  NotebookEdit: 'notebook_path',
};
const COMMAND_TOOLS = new Set(['Bash', 'PowerShell']);

/**
 * Compiles an `if` condition the way permission rules read (spec §3.5): the tool name must match
 * (legacy aliases count); `Bash(...)` content is a `*` wildcard over the whole command (the old
 * `prefix:*` form is a prefix); file tools take a glob over `file_path` (a pattern without `/`
 * matches the base name at any depth); `WebFetch(domain:host)` matches the host and its
 * subdomains. Content on other tools matches nothing, since Hookyard cannot judge it. Never throws.
 */
export function compileIfCondition(rule: string): CompiledIfCondition {
  const parsed = RULE.exec(rule.trim());
  if (!parsed) return { valid: false, toolName: null, content: null, test: () => false };
  const toolName = parsed[1] ?? '';
  const content = parsed[2] ?? null;
  const matchesContent = contentMatcher(toolName, content);
  return {
    valid: true,
    toolName,
    content,
    test: (calledTool, toolInput) =>
      canonical(calledTool) === canonical(toolName) && matchesContent(toolInput),
  };
}

function contentMatcher(toolName: string, content: string | null): (input: unknown) => boolean {
  if (content === null || content === '*') return () => true;
  const tool = canonical(toolName);
  if (COMMAND_TOOLS.has(tool)) {
    const test = content.endsWith(':*')
      ? (command: string) => command.startsWith(content.slice(0, -2))
      : wildcard(content);
    return (input) => test(field(input, 'command'));
  }
  const fileField = FILE_FIELDS[tool];
  if (fileField) {
    const test = pathGlob(content);
    return (input) => test(field(input, fileField));
  }
  if (tool === 'WebFetch' && content.startsWith('domain:')) {
    const domain = content.slice('domain:'.length).toLowerCase();
    return (input) => {
      const host = hostOf(field(input, 'url'));
      return host === domain || host.endsWith(`.${domain}`);
    };
  }
  return () => false;
}

function field(input: unknown, name: string): string {
  if (typeof input !== 'object' || input === null) return '';
  const value = (input as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** `*` matches any run of characters; the whole value must match. */
function wildcard(pattern: string): (value: string) => boolean {
  const regex = new RegExp(`^${pattern.split('*').map(escapeRegExp).join('[\\s\\S]*')}$`);
  return (value) => regex.test(value);
}

/** Gitignore-style: `**` crosses folders, `*` and `?` do not; no `/` means "the base name". */
function pathGlob(pattern: string): (filePath: string) => boolean {
  const body = pattern
    .replace(/^\/\//, '/')
    .split(/(\*\*\/?|\*|\?)/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      if (part === '?') return '[^/]';
      return escapeRegExp(part);
    })
    .join('');
  const regex = new RegExp(
    pattern.includes('/') ? `(?:^|/)${body.replace(/^\//, '')}$` : `^${body}$`,
  );
  return (filePath) => {
    const normalised = filePath.replace(/\\/g, '/');
    const target = pattern.includes('/')
      ? normalised
      : normalised.slice(normalised.lastIndexOf('/') + 1);
    return regex.test(target);
  };
}
