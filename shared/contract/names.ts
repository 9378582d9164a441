/**
 * The names of every channel and event, without their schemas: the sandboxed preload imports
 * only this file (it cannot load zod), and channels.ts / events.ts are type-checked against it,
 * so a name cannot exist in one place and not the other.
 */
export const CHANNEL_NAMES = [
  'app:get-info',
  'workspaces:list',
  'workspaces:list-detected',
  'workspaces:add',
  'workspaces:remove',
  'workspaces:set-trusted',
  'inventory:get',
  'bench:list-events',
  'bench:sample-payload',
  'bench:run',
  'bench:cancel',
  'runner:simulate',
  'manage:disable-hook',
  'manage:enable-hook',
  'manage:disable-all',
  'manage:create-hook',
  'manage:delete-hook',
  'manage:trust-preview',
  'manage:trust-apply',
  'manage:list-trash',
  'manage:restore-trash',
  'manage:list-changes',
  'manage:restore-change',
  'manage:read-change-file',
  'manage:read-script',
  'manage:write-script',
  'trust:review',
  'trust:trust-hooks',
  'history:query',
  'history:get-session',
  'history:get-entry',
  'history:get-why',
  'history:get-timeline',
  'history:get-hook-stats',
  'history:list-agent-versions',
  'history:get-status',
  'history:import',
  'history:export',
  'history:reindex',
  // Audit recorder installer
  'history:recorder-status',
  'history:recorder-preview',
  'history:recorder-install',
  'history:recorder-uninstall',
  // Watching hooks' real runs (issue 15)
  'evidence:list-watched',
  'evidence:watch-hook',
  'evidence:unwatch-hook',
  // Per-workspace switching of user-level hooks
  'manage:list-adoptions',
  'manage:adopt-hook',
  'manage:release-hook',
  'manage:set-adopted-workspace',
  // Script checks in the editor
  'manage:check-script',
  // The JSON editor of a Claude Code settings entry
  'manage:read-entry',
  'manage:write-entry',
  // approvals
  'approvals:pending',
  'approvals:decide',
  'approvals:always-allow',
  'approvals:rules',
  'approvals:save-rules',
  'approvals:revoke-rule',
  'approvals:status',
  'approvals:install',
  'approvals:uninstall',
  // Replay and regression suites (issue 7)
  'replay:run',
  'replay:shadow',
  'replay:cancel',
  'replay:suites',
  'replay:save-case',
  'replay:run-suite',
  // Export to OpenTelemetry (issue 16)
  'telemetry:get-settings',
  'telemetry:save-settings',
  'telemetry:get-status',
  'telemetry:test-collector',
  // Installed agent versions and guards that fail open (issue 15 §3, §5)
  'versions:list',
  'versions:refresh',
  'versions:dismiss-upgrade',
  'guards:preview-fix',
  'guards:apply-fix',
] as const;

export const EVENT_NAMES = [
  'inventory:changed',
  'workspaces:changed',
  'runner:output',
  'runner:hook-progressed',
  'history:appended',
  'history:progressed',
  'history:retention-progressed',
  // approvals
  'approvals:changed',
  // deep links, notifications and the tray (approvals)
  'app:navigate-requested',
  // Replay and regression suites (issue 7)
  'replay:progress',
  // Installed agent versions (issue 15 §5)
  'versions:changed',
] as const;

export type ChannelName = (typeof CHANNEL_NAMES)[number];
export type EventName = (typeof EVENT_NAMES)[number];

export function isChannelName(value: unknown): value is ChannelName {
  return typeof value === 'string' && (CHANNEL_NAMES as readonly string[]).includes(value);
}

export function isEventName(value: unknown): value is EventName {
  return typeof value === 'string' && (EVENT_NAMES as readonly string[]).includes(value);
}
