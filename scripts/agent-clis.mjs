// The real agent CLIs the tests drive, installed into a cache folder outside the project's
// lockfile: cline's optional platform packages break `npm ci` (TOOLCHAIN.md), and Codex and
// Gemini CLI together are about 500 MB that only the real-client tests need.
// `node scripts/agent-clis.mjs` installs them all (.ci/run calls it before the tests, so no
// test timeout pays for an install); the test helpers install one on first use the same way.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Package, pinned version and the command it puts in node_modules/.bin. */
export const AGENT_CLIS = {
  cline: { pkg: 'cline', version: '3.0.65', bin: 'cline' },
  codex: { pkg: '@openai/codex', version: '0.169.0', bin: 'codex' },
  gemini: { pkg: '@google/gemini-cli', version: '0.61.0', bin: 'gemini' },
};

/** The cached CLI's binary path, installing it first when missing (10–30 s cold). */
export function installCachedCli(cli) {
  const folder = `${cli.pkg.replace(/^@[^/]+\//, '')}-${cli.version}`;
  const prefix = path.join(os.homedir(), '.cache', 'hookyard-test', folder);
  const bin = path.join(prefix, 'node_modules', '.bin', cli.bin);
  if (fs.existsSync(bin)) return bin;
  fs.mkdirSync(prefix, { recursive: true });
  const install = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      prefix,
      '--no-audit',
      '--no-fund',
      '--no-save',
      `${cli.pkg}@${cli.version}`,
    ],
    { encoding: 'utf8', timeout: 600_000 },
  );
  if (install.status !== 0 || !fs.existsSync(bin)) {
    throw new Error(`Could not install ${cli.pkg}@${cli.version}:\n${install.stderr}`);
  }
  return bin;
}

/** Installs one CLI by its key in AGENT_CLIS and prints where it is and how long it took. */
function installAndReport(name) {
  const cli = AGENT_CLIS[name];
  const started = Date.now();
  const bin = installCachedCli(cli);
  console.log(
    `${cli.pkg}@${cli.version}: ${bin} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [name] = process.argv.slice(2);
  if (name) {
    installAndReport(name);
  } else {
    // The three installs wait mostly on the registry and the disk: run them at once (npm's cache
    // is safe to share), each in its own process, since installCachedCli blocks.
    const installs = Object.keys(AGENT_CLIS).map(
      (key) =>
        new Promise((resolve) =>
          spawn(process.execPath, [process.argv[1], key], { stdio: 'inherit' }).on('exit', resolve),
        ),
    );
    const codes = await Promise.all(installs);
    process.exitCode = codes.every((code) => code === 0) ? 0 : 1;
  }
}
