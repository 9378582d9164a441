/** Crockford base 32, as audit ids use it (HistoryIdSchema). */
export const AUDIT_ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** An id's first characters encode its entry's `ts` to the millisecond. */
export const AUDIT_ID_TIME_CHARS = 10;

/** The millisecond encoded in an id, or null when it is not an audit id. */
export function auditIdTime(id: string): number | null {
  if (!/^[0-9A-HJKMNP-TV-Z]{26}$/.test(id)) return null;
  let value = 0;
  for (let i = 0; i < AUDIT_ID_TIME_CHARS; i++)
    value = value * 32 + AUDIT_ID_ALPHABET.indexOf(id[i] as string);
  return value;
}
