import { applyEdits, modify } from 'jsonc-parser';

import { guardFieldsOf, guardReport } from '../../../shared/guards/guard-report';
import { AppFailure } from '../../../shared/result';
import type { ChangeRecord, ClaudeEntry } from '../../../shared/schemas/editing';
import type { GuardFixPreview } from '../../../shared/schemas/guard-fix';
import type { InventoryScope } from '../../../shared/schemas/inventory';
import { agentOf } from '../agents/registry';
import { findShownHook, type HookLookup, type ShownHook } from '../editing/hook-lookup';
import { recordedHookLabel } from '../editing/summary-redaction';

/** The JSON editor of settings entries (its write backs up, checks the base hash, validates). */
export interface EntryEditor {
  read(request: { scope: InventoryScope; hookId: string }): Promise<ClaudeEntry>;
  write(request: {
    scope: InventoryScope;
    hookId: string;
    text: string;
    baseHash: string;
  }): Promise<ChangeRecord>;
}

/**
 * Makes a guard fail closed (issue 15 §3) where its agent's installed version reads the fix:
 * Claude Code's `onFailure: "block"`, from 2.1.295. The change goes through the entry editor's
 * safe write (backup, history, conflict check, Claude Code's own handler validation), after a
 * preview of the handler's text. Refused ('invalid-request', `guard-fix-not-offered`) where the
 * agent has no fix for the event, the version is unknown or too old, or the fix is already set.
 */
export class GuardFix {
  readonly #lookup: HookLookup;
  readonly #entries: EntryEditor;
  readonly #versionOf: (agent: string) => string | null;

  constructor(deps: {
    lookup: HookLookup;
    entries: EntryEditor;
    versionOf: (agent: string) => string | null;
  }) {
    this.#lookup = deps.lookup;
    this.#entries = deps.entries;
    this.#versionOf = deps.versionOf;
  }

  async preview(shown: ShownHook): Promise<GuardFixPreview> {
    const hook = await findShownHook(this.#lookup, shown);
    const version = this.#versionOf(hook.agent);
    const report = guardReport(
      agentOf(hook.agent).capabilities.guards,
      hook.event,
      version,
      guardFieldsOf(hook.handler),
    );
    const fix = report?.fix;
    if (!fix || fix.state !== 'offered' || hook.event === null) {
      throw new AppFailure('invalid-request', 'failure.guard-fix-not-offered', {
        event: hook.event ?? '',
        version: version ?? '',
        state: fix?.state ?? 'none',
      });
    }
    const entry = await this.#entries.read(shown);
    const edits = modify(entry.text, [fix.field], fix.value, {
      formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' },
    });
    return {
      hookId: hook.id,
      event: hook.event,
      hook: recordedHookLabel(hook),
      sourcePath: hook.sourcePath,
      before: entry.text,
      after: applyEdits(entry.text, edits),
      baseHash: entry.hash,
    };
  }

  /** Writes the previewed fix; 'conflict' when the file or the hook changed since the preview. */
  async apply(request: ShownHook & { baseHash: string }): Promise<ChangeRecord> {
    const preview = await this.preview(request);
    if (preview.baseHash !== request.baseHash) {
      throw new AppFailure('conflict', 'failure.entry-changed-since-opened', {
        file: preview.sourcePath,
      });
    }
    return this.#entries.write({
      scope: request.scope,
      hookId: request.hookId,
      text: preview.after,
      baseHash: request.baseHash,
    });
  }
}
