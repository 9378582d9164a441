import net from 'node:net';

import type { ApprovalFailMode } from '../../../shared/schemas/approval';
import { AppFailure } from '../../../shared/result';
import { agentsOfShimTarget } from '../agents/registry';
import {
  type BridgeAddress,
  bridgeSocketPath,
  ensureApprovalsDir,
  newSecret,
  readBridgeAddress,
  writeBridgeAddress,
} from './bridge-address';
import { type AddressKeeper, keepBridgeAddress } from './bridge-address-keeper';
import type { MetricsSource } from '../telemetry/metrics/metrics-endpoint';
import { type BridgeLimits, type RunningBridge, startBridgeServer } from './bridge-server';

/** One hook call as the service decides it. */
export type AskApproval = (
  /** The shim target named in the hook's URL or arguments (`?agent=`). */
  shimTarget: string,
  payload: unknown,
  options: AskOptions,
) => Promise<object>;

/** How one call is to be decided, from its query and headers. */
export interface AskOptions {
  failMode: ApprovalFailMode;
  timeoutMs?: number;
  /** A hook Hookyard ran itself asks (bench, `hookyard run`, replay, suites): a test request. */
  selfRun?: boolean;
  /** Calls the listener when the agent stops waiting; returns the unsubscribe (BridgeCall's). */
  onHangUp?: (listener: () => void) => () => void;
}

export interface OpenedBridge {
  bridge: RunningBridge;
  secret: string;
  /** The port the previous run listened on, when it was a different one. */
  movedFrom: number | null;
  /** Writes the address file again if it is deleted while the bridge runs. */
  keeper: AddressKeeper;
}

/**
 * Whether another process serves the bridge of this data dir now (its socket answers): a second
 * Hookyard on the same data must not take the socket or the address file from the first.
 */
function bridgeIsLive(socketPath: string | null): Promise<boolean> {
  if (!socketPath) return Promise.resolve(false);
  return new Promise((resolve) => {
    const socket = net.connect({ path: socketPath });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts the bridge for a data dir: the secret of the previous run (or a new one), its port if
 * still free, the socket in the 0700 approvals folder, and the address file the shim reads.
 * A call names its agent, fail mode and hook timeout in the query:
 * `?agent=claude-code|cline&fail=open|closed&timeout=<seconds>`. Null when another process
 * serves this data dir's bridge already.
 */
export async function openApprovalBridge(options: {
  dataDir: string;
  platform: NodeJS.Platform;
  limits?: BridgeLimits;
  metrics?: MetricsSource;
  ask: AskApproval;
  onError: (error: unknown) => void;
}): Promise<OpenedBridge | null> {
  const { dataDir } = options;
  await ensureApprovalsDir(dataDir);
  const previous = await readBridgeAddress(dataDir);
  if (await bridgeIsLive(bridgeSocketPath(dataDir, options.platform))) return null;
  const secret = previous?.secret ?? newSecret();
  const bridge = await startBridgeServer({
    secret,
    handle: ({ query, body, selfRun, onHangUp }) => {
      const family = query.get('agent');
      if (family === null || agentsOfShimTarget(family).length === 0)
        throw new AppFailure('invalid-request', 'failure.approval-agent-unnamed');
      const timeoutSec = Number(query.get('timeout'));
      return options.ask(family, body, {
        failMode: query.get('fail') === 'open' ? 'open' : 'closed',
        // Capped at an hour: no agent waits longer, and timers overflow past 24 days.
        timeoutMs: timeoutSec > 0 ? Math.min(timeoutSec, 3600) * 1000 : undefined,
        selfRun,
        onHangUp,
      });
    },
    preferredPort: previous?.port ?? null,
    socketPath: bridgeSocketPath(dataDir, options.platform),
    limits: options.limits,
    metrics: options.metrics,
    onError: options.onError,
  });
  const address: BridgeAddress = {
    version: 1,
    secret,
    httpUrl: bridge.httpUrl,
    port: bridge.port,
    socketPath: bridge.socketPath,
    pid: process.pid,
  };
  await writeBridgeAddress(dataDir, address);
  const keeper = keepBridgeAddress(dataDir, address, options.onError);
  const movedFrom = previous?.port && previous.port !== bridge.port ? previous.port : null;
  return { bridge, secret, movedFrom, keeper };
}
