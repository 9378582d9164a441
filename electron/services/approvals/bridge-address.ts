import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import { z } from 'zod';

import { writeFileAtomic } from '../editing/atomic-write';

/**
 * `<dataDir>/approvals/bridge.json` (0600, in a 0700 folder): where the running bridge listens
 * and the per-install secret every caller must present. The approver shim reads it on each call;
 * the secret survives restarts, so installed hooks keep working.
 */
export const BridgeAddressSchema = z.object({
  version: z.literal(1),
  secret: z.string().min(32),
  httpUrl: z.string().nullable(),
  port: z.number().int().nullable(),
  socketPath: z.string().nullable(),
  pid: z.number().int().nullable(),
});
export type BridgeAddress = z.infer<typeof BridgeAddressSchema>;

export function approvalsDir(dataDir: string): string {
  return path.join(dataDir, 'approvals');
}

export function bridgeAddressFile(dataDir: string): string {
  return path.join(approvalsDir(dataDir), 'bridge.json');
}

/** The last written address, or null when there is none or it is unreadable. */
export async function readBridgeAddress(dataDir: string): Promise<BridgeAddress | null> {
  try {
    const text = await fs.readFile(bridgeAddressFile(dataDir), 'utf8');
    const parsed = BridgeAddressSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The approvals folder, readable by the user alone. mkdir's mode applies only to a folder it
 * creates: one that exists already (made 0777 by hand or by an old version) is tightened too.
 */
export async function ensureApprovalsDir(dataDir: string): Promise<void> {
  await fs.mkdir(approvalsDir(dataDir), { recursive: true, mode: 0o700 });
  await fs.chmod(approvalsDir(dataDir), 0o700);
}

export async function writeBridgeAddress(dataDir: string, address: BridgeAddress): Promise<void> {
  await ensureApprovalsDir(dataDir);
  await writeFileAtomic(bridgeAddressFile(dataDir), `${JSON.stringify(address, null, 2)}\n`, 0o600);
}

// Unix socket paths are limited to ~104 bytes (macOS) / 108 (Linux).
const MAX_SOCKET_PATH = 100;

/**
 * The local socket: `bridge.sock` in the data dir, or a named pipe on Windows (named after the
 * data dir, so two installs do not collide); null when the data dir's path is too long for a
 * Unix socket (then only the HTTP endpoint serves).
 */
export function bridgeSocketPath(dataDir: string, platform: NodeJS.Platform): string | null {
  if (platform === 'win32') {
    const tag = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
    return `\\\\.\\pipe\\hookyard-approvals-${tag}`;
  }
  const file = path.join(approvalsDir(dataDir), 'bridge.sock');
  return Buffer.byteLength(file) <= MAX_SOCKET_PATH ? file : null;
}
