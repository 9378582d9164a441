import fs from 'node:fs';

/**
 * Waits for a fake server (../shared/clients) to write the port it listens on into `file`, and
 * returns it. The server's write creates the file before it fills it, so an empty or partial
 * file means "not yet": reading it then gave port 0, and the agent retried an unreachable model
 * server until its test timed out (seen in CI under load).
 */
export async function waitForPortFile(
  file: string,
  what: string,
  timeoutMs = 10_000,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const port = readPort(file);
    if (port !== null) return port;
    if (Date.now() > deadline)
      throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function readPort(file: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
  const port = Number(text);
  return /^\d+$/.test(text) && port > 0 && port < 65536 ? port : null;
}
