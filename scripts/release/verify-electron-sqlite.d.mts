import type { BuilderOs } from './targets.mjs';

export interface BindingTarget {
  os: BuilderOs;
  arch: string;
}

export type VerifyResult = { ok: true; notes: string[] } | { ok: false; reason: string };

/** The OS family and CPU a native binary was built for, from its ELF/Mach-O/PE header. */
export declare function binaryTarget(data: Buffer): { os: BuilderOs; arch: string } | null;
/** Electron's NODE_MODULE_VERSION according to node-abi; null when node-abi does not know it. */
export declare function electronAbi(version: string): number | string | null;
/** Checks one better_sqlite3.node for one target; never throws. */
export declare function verifyElectronSqlite(
  file: string,
  target: BindingTarget,
  options?: { electronVersion?: string },
): VerifyResult;
