import type { HookStatus, Note } from '../../../../shared/schemas/hook';
import type { ClineVerdict } from './hook-folder-types';

/** How a note names the other Cline runtime. */
export type ClineRuntimeName = 'Cline CLI' | 'Cline VS Code extension';

const STATUS_WORDS: Record<HookStatus, string> = {
  active: 'active (it runs)',
  'never-runs': 'never run',
  ignored: 'ignored',
  'not-executable': 'not executable',
  disabled: 'switched off',
  invalid: 'unable to run',
  'interpreter-missing': 'unable to start (interpreter missing)',
};

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
      code: 'differs-in-other-cline-runtime',
      params: { runtime: other, status: STATUS_WORDS[theirs.status] },
    },
  ];
}

/** The verdict with more notes appended. */
export function withNotes(verdict: ClineVerdict, notes: Note[]): ClineVerdict {
  return notes.length === 0 ? verdict : { ...verdict, notes: [...verdict.notes, ...notes] };
}
