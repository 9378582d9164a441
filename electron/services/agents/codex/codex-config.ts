import { parse as parseToml } from 'smol-toml';

import { codexHooksShapeProblem } from './codex-hook-defs';

/** What Hookyard reads from one Codex config.toml (user or project layer). */
export interface CodexConfig {
  /** `[features] hooks` (or its deprecated alias `codex_hooks`); null when not set. */
  hooksFeature: boolean | null;
  /** `[projects."<path>"] trust_level`, by absolute path. */
  projectTrust: ReadonlyMap<string, string>;
  /** `[hooks.state."<key>"]`: Codex's own per-hook switch and trusted hash. */
  hookState: ReadonlyMap<string, { enabled: boolean | null; trustedHash: string | null }>;
  /** The inline `[hooks]` tables other than `state`, shaped as hooks.json's `hooks` object. */
  inlineHooks: Record<string, unknown> | null;
}

export type CodexConfigRead = { ok: true; config: CodexConfig } | { ok: false; message: string };

type Table = Record<string, unknown>;
const isTable = (value: unknown): value is Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * Parses config.toml with smol-toml (a maintained TOML 1.0 parser; reading only: Hookyard's
 * TOML edits are byte splices, codex-state-splice.ts). A file that does not parse is reported,
 * never thrown: Codex itself refuses to start on it.
 */
export function readCodexConfig(text: string): CodexConfigRead {
  let doc: Table;
  try {
    doc = parseToml(text) as Table;
  } catch (error) {
    return {
      ok: false,
      message: error instanceof Error ? error.message.split('\n')[0]! : String(error),
    };
  }
  const features = isTable(doc['features']) ? doc['features'] : {};
  const flag = features['hooks'] ?? features['codex_hooks'];
  // Codex refuses to start on a feature flag that is not a boolean ("invalid type: string
  // \"false\", expected a boolean"), so the file is one it cannot read.
  if (flag !== undefined && typeof flag !== 'boolean')
    return { ok: false, message: `features: ${JSON.stringify(flag)} is not true or false` };
  const projectTrust = new Map<string, string>();
  if (isTable(doc['projects'])) {
    for (const [dir, entry] of Object.entries(doc['projects'])) {
      if (isTable(entry) && typeof entry['trust_level'] === 'string')
        projectTrust.set(dir, entry['trust_level']);
    }
  }
  const hooks = isTable(doc['hooks']) ? doc['hooks'] : null;
  const stateShape = hookStateProblem(hooks?.['state']);
  if (stateShape) return { ok: false, message: stateShape };
  const hookState = new Map<string, { enabled: boolean | null; trustedHash: string | null }>();
  if (hooks && isTable(hooks['state'])) {
    for (const [key, entry] of Object.entries(hooks['state'])) {
      if (!isTable(entry)) continue;
      hookState.set(key, {
        enabled: typeof entry['enabled'] === 'boolean' ? entry['enabled'] : null,
        trustedHash: typeof entry['trusted_hash'] === 'string' ? entry['trusted_hash'] : null,
      });
    }
  }
  let inlineHooks: Table | null = null;
  if (hooks) {
    const { state: _state, ...events } = hooks;
    inlineHooks = Object.keys(events).length > 0 ? events : null;
  }
  // Codex reads the file into its types and refuses to start on a hook table of another shape
  // ("Error loading config.toml: invalid type … in `hooks`").
  const shape = codexHooksShapeProblem(inlineHooks ?? undefined);
  if (shape) return { ok: false, message: `hooks: ${shape}` };
  return {
    ok: true,
    config: {
      hooksFeature: typeof flag === 'boolean' ? flag : null,
      projectTrust,
      hookState,
      inlineHooks,
    },
  };
}

/**
 * What in `[hooks.state]` Codex cannot read into its types, or null: it then does not start
 * ("invalid type: string \"false\", expected a boolean"; checked with the real codex 0.169.0).
 * Keys it does not know are ignored.
 */
function hookStateProblem(state: unknown): string | null {
  if (state === undefined) return null;
  if (!isTable(state)) return 'hooks.state is not a table';
  for (const [key, entry] of Object.entries(state)) {
    const where = `hooks.state.${JSON.stringify(key)}`;
    if (!isTable(entry)) return `${where} is not a table`;
    if (entry['enabled'] !== undefined && typeof entry['enabled'] !== 'boolean')
      return `${where}.enabled is not true or false`;
    if (entry['trusted_hash'] !== undefined && typeof entry['trusted_hash'] !== 'string')
      return `${where}.trusted_hash is not a string`;
  }
  return null;
}
