import { z } from 'zod';

import { HookEntrySchema, HookSourceSchema } from './hook';

/** Which hooks to list: user level only, or the effective set of one workspace. */
export const InventoryScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user') }),
  z.object({ kind: z.literal('workspace'), workspaceId: z.string().min(1) }),
]);
export type InventoryScope = z.infer<typeof InventoryScopeSchema>;

export const InventorySchema = z.object({
  scope: InventoryScopeSchema,
  scannedAt: z.string(),
  hooks: z.array(HookEntrySchema),
  sources: z.array(HookSourceSchema),
});
export type Inventory = z.infer<typeof InventorySchema>;
