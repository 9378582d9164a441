import type { EntryJudge } from './scan-hook-folders';
import { type ClineRuntimeName, differenceNotes, withNotes } from './runtime-difference';

/**
 * Judges an entry of a folder both Cline runtimes read: this runtime's verdict, plus a note
 * when the other runtime treats the same file differently. Both judgements share the pass's
 * FileProbe, so the file is read once.
 */
export function judgeWithOtherRuntime(
  own: EntryJudge,
  other: EntryJudge,
  otherName: ClineRuntimeName,
): EntryJudge {
  return async (entry, folder) => {
    const [mine, theirs] = await Promise.all([own(entry, folder), other(entry, folder)]);
    const notes = differenceNotes(otherName, mine.verdict, theirs.verdict);
    return { raw: mine.raw, verdict: withNotes(mine.verdict, notes) };
  };
}
