/**
 * Payloads the user edited on the bench, each kept under the sample it was edited from (scope,
 * agent, event and preset: `sampleKey`). The one on screen is not in here; the others come back
 * when the user returns to their workspace or event, so an edit made for one workspace never
 * follows the user into another with that workspace's `cwd`.
 */
export type BenchDrafts = Readonly<Record<string, string>>;

/** The payload on screen, as the drafts need to know it. */
export interface ShownPayload {
  /** The sample key the text belongs to; null before the first sample. */
  key: string | null;
  text: string;
  edited: boolean;
}

/**
 * The drafts once the payload on screen is left for `next`: an edited one is kept, and a draft
 * for `next` is taken out to be shown (`restored`); null means a fresh sample is needed.
 */
export function switchDraft(
  drafts: BenchDrafts,
  shown: ShownPayload,
  next: string,
): { drafts: BenchDrafts; restored: string | null } {
  const kept = shown.edited && shown.key !== null ? { ...drafts, [shown.key]: shown.text } : drafts;
  const restored = Object.hasOwn(kept, next) ? (kept[next] ?? null) : null;
  return { drafts: withoutDraft(kept, next), restored };
}

/** The drafts without the one for `key` (a fresh sample for it replaces it). */
export function withoutDraft(drafts: BenchDrafts, key: string): BenchDrafts {
  const kept: Record<string, string> = { ...drafts };
  delete kept[key];
  return kept;
}
