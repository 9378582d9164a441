import { z } from 'zod';

import { AgentCapabilitiesSchema } from './agent-capabilities';

export const AppInfoSchema = z.object({
  version: z.string(),
  dataDir: z.string(),
  platform: z.string(),
  /** `desktop` inside Electron, `browser` when served by `hookyard serve`. */
  mode: z.enum(['desktop', 'browser']),
  home: z.string(),
  /** What each agent can do, in display order: the renderer reads these, never agent ids. */
  agents: z.array(AgentCapabilitiesSchema),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;
