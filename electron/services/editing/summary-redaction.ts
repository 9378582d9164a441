import { hookLabel, type LabelledHook } from '../../../shared/inventory/hook-label';
import type { ChangeSummary } from '../../../shared/schemas/editing';
import { Redactor } from '../history/redaction';

// The audit log's default catalogue of secret forms: a summary names the hook by its command
// (a `curl -H "Authorization: Bearer …"` hook), and the change history is a file on disk.
const redactor = new Redactor();

/**
 * A change summary with every text parameter passed through the redaction catalogue before it
 * is written down. (The change's backup copies must keep the file's bytes, or Undo could not
 * give them back; the words about the change need not.)
 */
export function redactedSummary(summary: ChangeSummary): ChangeSummary {
  if (typeof summary === 'string') return redactor.redactString(summary);
  return summary.map((text) => ({
    ...text,
    params: Object.fromEntries(
      Object.entries(text.params).map(([key, value]) => [
        key,
        typeof value === 'string' ? redactor.redactString(value) : value,
      ]),
    ),
  }));
}

/** The hook's label for a change summary: its secrets redacted before the label is cut. */
export function recordedHookLabel(hook: LabelledHook): string {
  return hookLabel(hook, (text) => redactor.redactString(text));
}
