import fs from 'node:fs/promises';
import path from 'node:path';

import { z } from 'zod';

import { AppFailure } from '../../../shared/result';
import { ApprovalRuleSchema, type ApprovalRule } from '../../../shared/schemas/approval';
import { writeFileAtomic } from '../editing/atomic-write';
import { parseJsonOrNull } from '../json-or-null';
import { compileRule, type CompiledRule } from './rule-match';

const StoreSchema = z.object({ version: z.literal(1), rules: z.array(ApprovalRuleSchema) });

/**
 * The ordered approval rules, kept in `<dataDir>/approvals/rules.json` (0600, written
 * atomically) and held compiled in memory, so that deciding a request reads no file. Saves run
 * one at a time; a list with a pattern that does not compile or a repeated id is refused whole
 * (AppFailure 'invalid-request') and the saved rules stay as they were.
 */
export class RuleStore {
  readonly #file: string;
  #compiled: CompiledRule[] = [];
  #queue: Promise<unknown> = Promise.resolve();

  constructor(deps: { dataDir: string }) {
    this.#file = path.join(deps.dataDir, 'approvals', 'rules.json');
  }

  async load(): Promise<void> {
    let text: string;
    try {
      text = await fs.readFile(this.#file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    const parsed = StoreSchema.safeParse(parseJsonOrNull(text));
    try {
      if (parsed.success) {
        this.#compiled = compileAll(parsed.data.rules);
        return;
      }
    } catch {
      // A pattern that no longer compiles: treated like any unreadable file below.
    }
    // Never lose the user's rules to a bad edit: keep the unreadable file beside the empty list.
    await fs.copyFile(this.#file, `${this.#file}.unreadable-${Date.now()}`);
  }

  /** The rules in order, compiled. */
  compiled(): readonly CompiledRule[] {
    return this.#compiled;
  }

  list(): ApprovalRule[] {
    return this.#compiled.map((compiled) => compiled.rule);
  }

  /** Replaces the whole list. */
  replace(rules: ApprovalRule[]): Promise<ApprovalRule[]> {
    return this.#update(() => rules);
  }

  /** Puts a rule first, so that it wins over the broader rules the user already has. */
  prepend(rule: ApprovalRule): Promise<ApprovalRule[]> {
    return this.#update((current) => [rule, ...current]);
  }

  /** Removes a rule; AppFailure('not-found') when there is none with that id. */
  remove(id: string): Promise<ApprovalRule[]> {
    return this.#update((current) => {
      if (!current.some((rule) => rule.id === id))
        throw new AppFailure('not-found', 'failure.approval-rule-not-found', { id });
      return current.filter((rule) => rule.id !== id);
    });
  }

  #update(change: (current: ApprovalRule[]) => ApprovalRule[]): Promise<ApprovalRule[]> {
    const run = this.#queue.then(async () => {
      const rules = change(this.list());
      const compiled = compileAll(rules);
      await fs.mkdir(path.dirname(this.#file), { recursive: true, mode: 0o700 });
      await writeFileAtomic(
        this.#file,
        `${JSON.stringify({ version: 1, rules }, null, 2)}\n`,
        0o600,
      );
      this.#compiled = compiled;
      return rules;
    });
    this.#queue = run.catch(() => undefined);
    return run;
  }
}

function compileAll(rules: ApprovalRule[]): CompiledRule[] {
  const ids = new Set<string>();
  return rules.map((rule) => {
    if (ids.has(rule.id))
      throw new AppFailure('invalid-request', 'failure.approval-rule-id-twice', { id: rule.id });
    ids.add(rule.id);
    return compileRule(rule);
  });
}
