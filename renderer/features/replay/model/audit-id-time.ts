import { AuditIdSchema } from '../../../../shared/schemas/audit';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TIME_CHARS = 10;

/**
 * When an audit entry was recorded, read from its id (the first 10 Crockford base-32 characters
 * encode its `ts` to the millisecond: AuditIdSchema); null for an id that is not an audit id,
 * such as a suite case's `<suite>#<n>`.
 */
export function auditIdTime(id: string): string | null {
  if (!AuditIdSchema.safeParse(id).success) return null;
  let ms = 0;
  for (const char of id.slice(0, TIME_CHARS)) ms = ms * 32 + ALPHABET.indexOf(char);
  return new Date(ms).toISOString();
}
