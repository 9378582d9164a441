import type { Note } from '../../../../shared/schemas/hook';
import type { ClineVerdict } from './hook-folder-types';

/** The other Cline runtime, by agent id (the UI and the CLI put it into words). */
export type ClineRuntimeName = 'cline-cli' | 'cline-vscode';

/**
 * The `differs-in-other-cline-runtime` note for a file both runtimes read, when the other
 * runtime's status differs from this one's; no note when they agree.
 */
export function differenceNotes(
  other: ClineRuntimeName,
  own: ClineVerdict,
  theirs: ClineVerdict,
): Note[] {
  if (own.status === theirs.status) return [];
  return [
    {
      key: 'note.differs-in-other-cline-runtime',
      params: { runtime: other, status: theirs.status },
    },
  ];
}

/** The verdict with more notes appended. */
export function withNotes(verdict: ClineVerdict, notes: Note[]): ClineVerdict {
  return notes.length === 0 ? verdict : { ...verdict, notes: [...verdict.notes, ...notes] };
}
