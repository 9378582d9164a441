import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `<bin>/<name>`, a stand-in for an agent's command whose `--version` prints `answer`
 * (change it by writing again): an upgrade without installing two releases.
 */
export async function writeVersionStub(bin: string, name: string, answer: string): Promise<string> {
  await fs.mkdir(bin, { recursive: true });
  const file = path.join(bin, name);
  const script = `#!/bin/sh\nif [ "$1" = "--version" ]; then echo '${answer}'; exit 0; fi\nexit 1\n`;
  // A new file renamed over the old: a reader never runs a half-written stub.
  await fs.writeFile(`${file}.tmp`, script, { mode: 0o755 });
  await fs.rename(`${file}.tmp`, file);
  return file;
}

/** A `claude` stub in the temp root's bin folder answering as Claude Code `version` does. */
export function writeClaudeStub(temp: { root: string }, version: string): Promise<string> {
  return writeVersionStub(path.join(temp.root, 'bin'), 'claude', `${version} (Claude Code)`);
}
