import { parse as parseToml } from 'smol-toml';

/**
 * Switches one Codex hook off or on in config.toml with Codex's own switch,
 * `[hooks.state."<key>"] enabled = false` (spec §8, seen h3/h4), as a byte splice: every byte
 * outside the one line (and, when Hookyard added it, the one table header) stays as written, so
 * off-then-on gives the file back byte for byte. No maintained JS TOML library round-trips a
 * file's bytes (smol-toml and @iarna/toml re-serialise, losing comments and layout), so the edit
 * is a splice and smol-toml only checks the result. Throws an Error naming the problem when
 * the state is written in a form this splice does not edit (an inline table, a dotted key).
 */
export function spliceCodexHookEnabled(text: string, key: string, enabled: boolean): string {
  const lines = splitLines(text);
  const header = lines.findIndex((line) => isStateHeader(line.text, key));
  const next = header < 0 ? addTable(text, key, enabled) : editTable(lines, header, enabled);
  checkResult(next, key, enabled);
  return next;
}

interface Line {
  text: string;
  /** The line with its end-of-line bytes. */
  whole: string;
}

function splitLines(text: string): Line[] {
  const parts = text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
  return parts.map((whole) => ({ whole, text: whole.replace(/\r?\n$/, '') }));
}

/** A header line is the key's table when TOML itself reads it so (any quoting or spacing). */
function isStateHeader(line: string, key: string): boolean {
  if (!/^\s*\[\s*hooks\s*\.\s*state\s*\./.test(line) || /^\s*\[\[/.test(line)) return false;
  try {
    const doc = parseToml(`${line}\n`) as { hooks?: { state?: Record<string, unknown> } };
    return doc.hooks?.state !== undefined && Object.hasOwn(doc.hooks.state, key);
  } catch {
    return false;
  }
}

const ENABLED_LINE = /^\s*enabled\s*=/;

function tomlBasicString(value: string): string {
  return JSON.stringify(value).replace(/\\u007f/gi, '\\u007F');
}

function addTable(text: string, key: string, enabled: boolean): string {
  if (enabled) return text;
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lead = text === '' ? '' : text.endsWith('\n') ? eol : `${eol}${eol}`;
  return `${text}${lead}[hooks.state.${tomlBasicString(key)}]${eol}enabled = false${eol}`;
}

function editTable(lines: Line[], header: number, enabled: boolean): string {
  let end = header + 1;
  while (end < lines.length && !/^\s*\[/.test(lines[end]!.text)) end += 1;
  const at = lines.slice(header + 1, end).findIndex((line) => ENABLED_LINE.test(line.text));
  const eol = lines[header]!.whole.endsWith('\r\n') ? '\r\n' : '\n';
  const out = [...lines];
  if (!enabled) {
    if (at >= 0) out[header + 1 + at] = { text: 'enabled = false', whole: `enabled = false${eol}` };
    else out.splice(header + 1, 0, { text: 'enabled = false', whole: `enabled = false${eol}` });
    return join(out);
  }
  if (at < 0) return join(out);
  out.splice(header + 1 + at, 1);
  const rest = out.slice(header + 1, end - 1);
  if (rest.every((line) => line.text.trim() === '')) {
    // The table held only the switch: it goes, and with nothing after it, so does the blank
    // line before it (what addTable wrote).
    const from =
      rest.length === 0 && header > 0 && out[header - 1]!.text === '' ? header - 1 : header;
    out.splice(from, header + 1 - from);
  }
  return join(out);
}

const join = (lines: Line[]): string => lines.map((line) => line.whole).join('');

function checkResult(text: string, key: string, enabled: boolean): void {
  let doc: { hooks?: { state?: Record<string, { enabled?: unknown }> } };
  try {
    doc = parseToml(text) as typeof doc;
  } catch (error) {
    throw new Error(`the edit would leave config.toml unreadable: ${(error as Error).message}`);
  }
  const value = doc.hooks?.state?.[key]?.enabled;
  if (enabled ? value === false : value !== false) {
    throw new Error(
      `[hooks.state] for ${key} is written in a form Hookyard does not edit; switch it in Codex (/hooks)`,
    );
  }
}
