import type { ApprovalVerdict } from './agent';

/** The reason an answer carries when the user gave none. */
export function defaultReason(decision: Exclude<ApprovalVerdict['decision'], 'none'>): string {
  return decision === 'allow' ? 'Allowed in Hookyard.' : 'Denied in Hookyard.';
}
