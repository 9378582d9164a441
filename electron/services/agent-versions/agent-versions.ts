import fs from 'node:fs/promises';
import path from 'node:path';

import type { AgentCapabilities } from '../../../shared/schemas/agent-capabilities';
import {
  type AgentVersions as AgentVersionsView,
  type InstalledVersion,
  type VersionChange,
  VersionChangeSchema,
} from '../../../shared/schemas/agent-versions';
import { z } from 'zod';
import { writeFileAtomic } from '../editing/atomic-write';
import { Emitter } from '../events';
import type { Notifier } from '../notifier';
import { readInstalledVersion } from './read-installed-version';

/** What survives a restart: the last version seen per agent, and the upgrades not dismissed. */
const StoredSchema = z.object({
  seen: z.record(z.string(), z.string()),
  changes: z.array(VersionChangeSchema),
});
type Stored = z.infer<typeof StoredSchema>;

const FILE = 'agent-versions.json';

/**
 * The installed agents' versions (issue 15 §5): read once at start and again every `intervalMs`
 * (one `--version` per agent command; the last answers are cached for everything else), kept in
 * `<dataDir>/agent-versions.json` so that an upgrade made while Hookyard was closed is seen at the
 * next start. A version that differs from the last one seen is an upgrade: it is kept until the
 * user dismisses it, announced on `onDidChange` and through the notifier (the desktop tray).
 */
export class AgentVersionWatch {
  readonly #agents: readonly AgentCapabilities[];
  readonly #file: string;
  readonly #env: () => Readonly<Record<string, string>>;
  readonly #notifier: Notifier;
  readonly #intervalMs: number;
  readonly #changed = new Emitter<AgentVersionsView>();
  #installed: InstalledVersion[] = [];
  #stored: Stored = { seen: {}, changes: [] };
  #timer: NodeJS.Timeout | null = null;
  /** When this process first read each agent's current version. */
  readonly #readSince = new Map<string, { version: string; at: number }>();
  #reading: Promise<void> | null = null;
  /** The versions were read, or an upgrade dismissed. */
  readonly onDidChange = this.#changed.event;

  constructor(deps: {
    agents: readonly AgentCapabilities[];
    dataDir: string;
    env: () => Readonly<Record<string, string>>;
    notifier: Notifier;
    intervalMs: number;
  }) {
    this.#agents = deps.agents;
    this.#file = path.join(deps.dataDir, FILE);
    this.#env = deps.env;
    this.#notifier = deps.notifier;
    this.#intervalMs = deps.intervalMs;
  }

  /** Reads the stored state and every version now, then again on the timer. */
  async start(): Promise<void> {
    this.#stored = await readStored(this.#file);
    await this.refresh();
    if (this.#intervalMs > 0) {
      this.#timer = setInterval(() => void this.refresh().catch(logFailure), this.#intervalMs);
      this.#timer.unref();
    }
  }

  /** Reads every agent's version again (one read at a time; a call during one waits for it). */
  refresh(): Promise<void> {
    this.#reading ??= this.#read().finally(() => (this.#reading = null));
    return this.#reading;
  }

  view(): AgentVersionsView {
    return { installed: this.#installed, changes: this.#stored.changes };
  }

  /**
   * The version of `agent` that made an entry at `ts` (an ISO time): the installed one, when this
   * process read it at or before `ts` and it has not changed since. An entry older than the read
   * (a spool written while Hookyard was closed) may come from an earlier release: null.
   */
  versionAt(agent: string, ts: string): string | null {
    const read = this.#readSince.get(agent);
    return read !== undefined && Date.parse(ts) >= read.at ? read.version : null;
  }

  /** The cached version of an agent, or null when unknown (not found, not read yet). */
  versionOf(agent: string): string | null {
    return this.#installed.find((each) => each.agent === agent)?.version ?? null;
  }

  /** The user has seen the upgrade of `agent`: it leaves the notice. */
  async dismiss(agent: string): Promise<AgentVersionsView> {
    this.#stored = {
      ...this.#stored,
      changes: this.#stored.changes.filter((change) => change.agent !== agent),
    };
    await this.#save();
    this.#changed.fire(this.view());
    return this.view();
  }

  dispose(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#changed.clear();
  }

  async #read(): Promise<void> {
    const readStarted = Date.now();
    const env = this.#env();
    const installed = await Promise.all(
      this.#agents.map((agent) => readInstalledVersion(agent, env)),
    );
    const upgrades: VersionChange[] = [];
    const seen = { ...this.#stored.seen };
    for (const { agent, version } of installed) {
      if (version === null) {
        this.#readSince.delete(agent);
        continue;
      }
      if (this.#readSince.get(agent)?.version !== version)
        this.#readSince.set(agent, { version, at: readStarted });
      const before = seen[agent];
      if (before !== undefined && before !== version) {
        upgrades.push({ agent, from: before, to: version, at: new Date().toISOString() });
      }
      seen[agent] = version;
    }
    this.#installed = installed;
    const kept = this.#stored.changes.filter((old) => !upgrades.some((u) => u.agent === old.agent));
    // An upgrade not dismissed yet and upgraded again reads from the version the user last knew.
    const merged = upgrades.map((upgrade) => {
      const earlier = this.#stored.changes.find((old) => old.agent === upgrade.agent);
      return earlier ? { ...upgrade, from: earlier.from } : upgrade;
    });
    this.#stored = { seen, changes: [...kept, ...merged] };
    await this.#save();
    for (const upgrade of merged) this.#announce(upgrade);
    this.#changed.fire(this.view());
  }

  #announce(upgrade: VersionChange): void {
    const name = this.#agents.find((agent) => agent.agent === upgrade.agent)?.displayName;
    this.#notifier.notify({
      title: `${name ?? upgrade.agent} ${upgrade.to}`,
      body: `Upgraded from ${upgrade.from}. Open Hookyard to run your regression suites and replay the last day against your hooks.`,
      tag: `agent-upgraded:${upgrade.agent}`,
    });
  }

  async #save(): Promise<void> {
    await writeFileAtomic(this.#file, `${JSON.stringify(this.#stored, null, 2)}\n`, 0o600);
  }
}

async function readStored(file: string): Promise<Stored> {
  try {
    const parsed = StoredSchema.safeParse(JSON.parse(await fs.readFile(file, 'utf8')));
    if (parsed.success) return parsed.data;
    console.error(`Agent versions: ${file} is not what Hookyard wrote; starting afresh`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') logFailure(error);
  }
  return { seen: {}, changes: [] };
}

function logFailure(error: unknown): void {
  console.error('Agent versions:', error);
}
