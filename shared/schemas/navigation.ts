import { z } from 'zod';

/**
 * A request to show one thing in the window: an audit entry or a waiting approval. It comes from
 * a `hookyard://` link (electron/main/deep-links.ts), a notification or the tray, and only ever
 * selects a view: it never approves or runs anything.
 */
export const NavigateRequestSchema = z.object({
  target: z.enum(['audit', 'approval']),
  /** Letters, digits, `-` and `_` only, as a link may carry them. */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
});
export type NavigateRequest = z.infer<typeof NavigateRequestSchema>;
export type NavigateTarget = NavigateRequest['target'];
