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
  'runner:list-events',
  'runner:sample-payload',
  'runner:run',
  'runner:cancel',
  'runner:simulate',
  'editing:disable-hook',
  'editing:enable-hook',
  'editing:disable-all',
  'editing:create-hook',
  'editing:delete-hook',
  'editing:list-trash',
  'editing:restore-trash',
  'editing:list-changes',
  'editing:restore-change',
  'editing:read-change-file',
  'editing:read-script',
  'editing:write-script',
  'trust:review',
  'trust:trust-hooks',
  'audit:query',
  'audit:get-session',
  'audit:get-entry',
  'audit:get-why',
  'audit:get-timeline',
  'audit:get-hook-stats',
  'audit:get-status',
  'audit:import',
  'audit:export',
  'audit:reindex',
  // Audit recorder installer
  'audit:recorder-status',
  'audit:recorder-preview',
  'audit:recorder-install',
  'audit:recorder-uninstall',
  // Watching hooks' real runs (issue 15)
  'evidence:list-watched',
  'evidence:watch-hook',
  'evidence:unwatch-hook',
  // Per-workspace switching of user-level hooks
  'editing:list-adoptions',
  'editing:adopt-hook',
  'editing:release-hook',
  'editing:set-adopted-workspace',
  // Script checks in the editor
  'editing:check-script',
  // The JSON editor of a Claude Code settings entry
  'editing:read-entry',
  'editing:write-entry',
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
  'audit:appended',
  'audit:progressed',
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
