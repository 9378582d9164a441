import { z } from 'zod';

/**
 * The guard fix (Claude Code's `onFailure: "block"`) as it would be written into one hook: the
 * handler's text now and after, and the hash of the settings file it was planned on (sent back
 * with the apply, so a file changed in between is refused).
 */
export const GuardFixPreviewSchema = z.object({
  hookId: z.string(),
  event: z.string(),
  /** The hook as the inventory names it (its command, redacted). */
  hook: z.string(),
  sourcePath: z.string(),
  before: z.string(),
  after: z.string(),
  baseHash: z.string(),
});
export type GuardFixPreview = z.infer<typeof GuardFixPreviewSchema>;
