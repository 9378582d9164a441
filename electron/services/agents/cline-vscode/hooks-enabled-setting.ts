import path from 'node:path';

import { visit } from 'jsonc-parser';

import type { FileProbe } from '../../platform/file-probe';
import type { HostPaths } from '../../platform/host-paths';

/** globalState.json can hold the whole task history; past this it is only partly read. */
const MAX_STATE_BYTES = 64 * 1024 * 1024;

/** The VS Code extension's master switch and the file it lives in. */
export interface HooksEnabledSetting {
  enabled: boolean;
  file: string;
}

/** `<CLINE_DATA_DIR or <clineDir>/data>/globalState.json`: the extension's state (spec §9). */
export function globalStateFile(paths: HostPaths): string {
  return path.join(paths.clineDataDir, 'globalState.json');
}

/**
 * Reads `hooksEnabled` from the extension's global state. Only a literal top-level `false`
 * switches hooks off (the default is true); a missing, unreadable or broken file leaves them on.
 * The scan is tolerant, so a file cut at the size cap still yields a key found before the cut.
 */
export async function readHooksEnabledSetting(
  paths: HostPaths,
  files: FileProbe,
): Promise<HooksEnabledSetting> {
  const file = globalStateFile(paths);
  const stats = await files.stat(file);
  if (!stats.ok || !stats.value.isFile()) return { enabled: true, file };
  const read = await files.readBytes(file, Math.min(stats.value.size, MAX_STATE_BYTES));
  if (!read.ok) return { enabled: true, file };
  return {
    enabled: topLevelValue(read.value.bytes.toString('utf8'), 'hooksEnabled') !== false,
    file,
  };
}

// A visitor instead of JSON.parse: the state file may be large, and only one key matters.
function topLevelValue(text: string, key: string): unknown {
  let depth = 0;
  let property: string | null = null;
  let value: unknown;
  const enter = () => void depth++;
  const leave = () => void depth--;
  visit(text, {
    onObjectBegin: enter,
    onObjectEnd: leave,
    onArrayBegin: enter,
    onArrayEnd: leave,
    onObjectProperty: (name) => {
      if (depth !== 1) return;
      property = name;
      // A later duplicate key wins, as in JSON.parse, even when its value is not a literal.
      if (name === key) value = undefined;
    },
    onLiteralValue: (literal) => {
      if (depth === 1 && property === key) value = literal;
    },
  });
  return value;
}
