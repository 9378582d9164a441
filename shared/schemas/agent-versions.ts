import { z } from 'zod';

import { AgentIdSchema } from './agent';

/**
 * One agent's installed release as its command's `--version` told it: `found` with a version,
 * `not-found` (no such command on PATH), `unreadable` (it ran but named no version), or
 * `no-command` (nothing tells it: an editor extension).
 */
export const InstalledVersionSchema = z.object({
  agent: AgentIdSchema,
  binary: z.string().nullable(),
  state: z.enum(['found', 'not-found', 'unreadable', 'no-command']),
  version: z.string().nullable(),
  readAt: z.iso.datetime(),
});
export type InstalledVersion = z.infer<typeof InstalledVersionSchema>;

/** An agent seen at one version before and at another now (issue 15 §5). */
export const VersionChangeSchema = z.object({
  agent: AgentIdSchema,
  from: z.string(),
  to: z.string(),
  at: z.iso.datetime(),
});
export type VersionChange = z.infer<typeof VersionChangeSchema>;

/** Every agent's installed version, and the upgrades the user has not dismissed yet. */
export const AgentVersionsSchema = z.object({
  installed: z.array(InstalledVersionSchema),
  changes: z.array(VersionChangeSchema),
});
export type AgentVersions = z.infer<typeof AgentVersionsSchema>;
