import type { MalformedCode, MalformedText } from './malformed-text';

/**
 * Why a line was skipped, as a coded text of shared/i18n/malformed-text.ts. This file imports
 * types only, because the audit index's parse worker reads lines too and must not load the
 * schemas (zod) to start.
 */
export const malformedReason = (
  code: MalformedCode,
  params: Record<string, string | number> = {},
): MalformedText => ({ key: `malformed.${code}`, params });

/**
 * A line that is not what its reader wanted, and why. A class, not a plain object, so that a
 * reader tells it from a parsed JSON object with `instanceof`: no JSON line can forge one.
 */
export class MalformedLine {
  readonly reason: MalformedText;
  constructor(code: MalformedCode, params: Record<string, string | number> = {}) {
    this.reason = malformedReason(code, params);
  }
}
