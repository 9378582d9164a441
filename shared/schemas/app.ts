import { z } from 'zod';

export const AppInfoSchema = z.object({
  version: z.string(),
  dataDir: z.string(),
  platform: z.string(),
  /** `desktop` inside Electron, `browser` when served by `hookyard serve`. */
  mode: z.enum(['desktop', 'browser']),
  home: z.string(),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;
