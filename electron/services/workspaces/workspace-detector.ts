import fs from 'node:fs/promises';
import path from 'node:path';

import type { DetectedWorkspace } from '../../../shared/schemas/workspace';
import type { HostPaths } from '../platform/host-paths';

type Sighting = { path: string; foundIn: string; at: Date | null };

/**
 * Finds folders the agents have worked in, to offer them as workspaces: Claude Code's project
 * list in `~/.claude.json`, the `cwd` of its transcripts in `~/.claude/projects`, and the Cline
 * CLI's sessions. Read-only and best-effort: a record it cannot read is skipped, never fatal.
 */
export class WorkspaceDetector {
  readonly #paths: HostPaths;

  constructor(deps: { paths: HostPaths }) {
    this.#paths = deps.paths;
  }

  async detect(): Promise<DetectedWorkspace[]> {
    const sightings = (
      await Promise.all([this.#claudeState(), this.#claudeTranscripts(), this.#clineSessions()])
    ).flat();
    const byPath = new Map<string, DetectedWorkspace>();
    for (const sighting of sightings) {
      const entry = byPath.get(sighting.path) ?? {
        path: sighting.path,
        foundIn: [],
        exists: false,
        lastUsedAt: null,
      };
      if (!entry.foundIn.includes(sighting.foundIn)) entry.foundIn.push(sighting.foundIn);
      const at = sighting.at?.toISOString() ?? null;
      if (at && (!entry.lastUsedAt || at > entry.lastUsedAt)) entry.lastUsedAt = at;
      byPath.set(sighting.path, entry);
    }
    const found = [...byPath.values()];
    await Promise.all(found.map(async (entry) => (entry.exists = await isFolder(entry.path))));
    return found.sort((a, b) => (b.lastUsedAt ?? '').localeCompare(a.lastUsedAt ?? ''));
  }

  async #claudeState(): Promise<Sighting[]> {
    const state = await readJson(this.#paths.claudeStateFile);
    const projects = isRecord(state) && isRecord(state.projects) ? Object.keys(state.projects) : [];
    return projects
      .filter(path.isAbsolute)
      .map((project) => ({ path: project, foundIn: '~/.claude.json', at: null }));
  }

  async #claudeTranscripts(): Promise<Sighting[]> {
    const root = path.join(this.#paths.claudeDir, 'projects');
    const slugs = await listDirs(root);
    const sightings = await Promise.all(
      slugs.map(async (slug): Promise<Sighting | null> => {
        const newest = await newestFile(path.join(root, slug), '.jsonl');
        if (!newest) return null;
        const cwd = /"cwd"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(
          await readHead(newest.file, 64 * 1024),
        )?.[1];
        return cwd
          ? {
              path: JSON.parse(`"${cwd}"`) as string,
              foundIn: 'Claude Code transcripts',
              at: newest.mtime,
            }
          : null;
      }),
    );
    return sightings.filter((sighting): sighting is Sighting => sighting !== null);
  }

  async #clineSessions(): Promise<Sighting[]> {
    const root = path.join(this.#paths.clineDataDir, 'sessions');
    const ids = await listDirs(root);
    const sightings = await Promise.all(
      ids.map(async (id): Promise<Sighting | null> => {
        const file = path.join(root, id, `${id}.json`);
        const session = await readJson(file);
        const folder = findWorkspaceField(session);
        if (!folder) return null;
        const stats = await fs.stat(file).catch(() => null);
        return { path: folder, foundIn: 'Cline sessions', at: stats?.mtime ?? null };
      }),
    );
    return sightings.filter((sighting): sighting is Sighting => sighting !== null);
  }
}

const WORKSPACE_KEYS = ['workspaceRoot', 'cwd', 'workspacePath', 'rootPath'];

// The Cline session file is not a documented format: look for a known key one level deep.
function findWorkspaceField(value: unknown, depth = 0): string | null {
  if (!isRecord(value) || depth > 1) return null;
  for (const key of WORKSPACE_KEYS) {
    const candidate = value[key];
    if (typeof candidate === 'string' && path.isAbsolute(candidate)) return candidate;
  }
  for (const nested of Object.values(value)) {
    const found = findWorkspaceField(nested, depth + 1);
    if (found) return found;
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

async function readHead(file: string, bytes: number): Promise<string> {
  const handle = await fs.open(file, 'r').catch(() => null);
  if (!handle) return '';
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

async function listDirs(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}

async function newestFile(
  dir: string,
  extension: string,
): Promise<{ file: string; mtime: Date } | null> {
  const entries = await fs.readdir(dir).catch(() => [] as string[]);
  let newest: { file: string; mtime: Date } | null = null;
  for (const name of entries.filter((entry) => entry.endsWith(extension))) {
    const file = path.join(dir, name);
    const stats = await fs.stat(file).catch(() => null);
    if (stats && (!newest || stats.mtime > newest.mtime)) newest = { file, mtime: stats.mtime };
  }
  return newest;
}

async function isFolder(folder: string): Promise<boolean> {
  return (await fs.stat(folder).catch(() => null))?.isDirectory() ?? false;
}
