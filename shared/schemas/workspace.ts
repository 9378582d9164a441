import { z } from 'zod';

/** A folder (or several, for a multi-root workspace) whose project hooks Hookyard shows. */
export const WorkspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Absolute folder paths; the first is the primary root. */
  roots: z.array(z.string()).min(1),
  addedAt: z.string(),
  /** Project hooks of an untrusted workspace are never run by Hookyard without consent. */
  trusted: z.boolean(),
});
export type Workspace = z.infer<typeof WorkspaceSchema>;

/** A workspace as the services list it: with the roots that are not folders now (never stored). */
export const ListedWorkspaceSchema = WorkspaceSchema.extend({ missingRoots: z.array(z.string()) });
export type ListedWorkspace = z.infer<typeof ListedWorkspaceSchema>;

/** A folder Hookyard found in an agent's own records and offers to add. */
export const DetectedWorkspaceSchema = z.object({
  path: z.string(),
  /** Which records mention it, e.g. "~/.claude.json" or "Cline session". */
  foundIn: z.array(z.string()),
  exists: z.boolean(),
  lastUsedAt: z.string().nullable(),
});
export type DetectedWorkspace = z.infer<typeof DetectedWorkspaceSchema>;
