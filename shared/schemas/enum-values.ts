/**
 * The closed value lists of the schemas, as plain arrays declared once: the zod schemas build
 * their enums from them, and code that only needs to list the values (the CLI's choices, the
 * renderer's pickers) reads them here. (The renderer's bundle carries zod anyway: the contract's
 * size checks and some filters use schemas.)
 */
export { AGENT_IDS } from '../agents/agent-ids';

export const HOOK_STATUSES = [
  'active',
  'never-runs',
  'ignored',
  'not-executable',
  'disabled',
  'invalid',
  'interpreter-missing',
] as const;
