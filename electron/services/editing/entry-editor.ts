import { AppFailure } from '../../../shared/result';
import type { ChangeRecord, ClaudeEntry } from '../../../shared/schemas/editing';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { InventoryScope } from '../../../shared/schemas/inventory';
import type { EntryPlans } from '../agents/editing';
import { AGENT_REGISTRY, type AgentRegistry } from '../agents/registry';
import type { EditEngine } from './edit-engine';
import { findHook, type HookLookup } from './hook-lookup';

/**
 * The JSON editor of one hook's settings entry, with its agent's entry plans
 * (`AgentEditing.entries`). A save is one recorded, undoable change. AppFailure('invalid-request',
 * 'entry-not-claude-settings') for a hook whose agent has no settings entries to edit.
 */
export class EntryEditor {
  readonly #engine: EditEngine;
  readonly #lookup: HookLookup;
  readonly #agents: AgentRegistry;

  constructor(deps: { engine: EditEngine; lookup: HookLookup; agents?: AgentRegistry }) {
    this.#engine = deps.engine;
    this.#lookup = deps.lookup;
    this.#agents = deps.agents ?? AGENT_REGISTRY;
  }

  async read(request: { scope: InventoryScope; hookId: string }): Promise<ClaudeEntry> {
    const { entry, plans } = await this.#entry(request);
    return plans.read(entry);
  }

  /**
   * Replaces the entry with `text`. AppFailure('invalid-request') with the agent's wording when
   * the text is not a valid entry (nothing is written then), 'conflict' when the file changed.
   */
  write(request: {
    scope: InventoryScope;
    hookId: string;
    text: string;
    baseHash: string;
  }): Promise<ChangeRecord> {
    return this.#engine.exclusive(async () => {
      const { entry, plans } = await this.#entry(request);
      const plan = await plans.planWrite(entry, request);
      return this.#engine.apply({ operation: 'edit', hookIds: [entry.id], ...plan });
    });
  }

  async #entry(request: {
    scope: InventoryScope;
    hookId: string;
  }): Promise<{ entry: HookEntry; plans: EntryPlans }> {
    const entry = await findHook(this.#lookup, request.scope, request.hookId);
    const plans = this.#agents.agentOf(entry.agent).editing.entries;
    if (!plans) throw new AppFailure('invalid-request', 'failure.entry-not-claude-settings');
    return { entry, plans };
  }
}
