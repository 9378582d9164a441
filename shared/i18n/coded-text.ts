import { z } from 'zod';

import { formatText } from './message-format';

/**
 * A sentence a service composes travels as a code and its params, never as finished words: the
 * CLI and the logs format the English catalogue of shared/i18n, the renderer its locale's. The
 * field a coded text sits in names its namespace of the service catalogue
 * (shared/i18n/service-messages.ts), so its message key is `<namespace>.<code>`: a hook's
 * `reason` is in `reason`, a change's summary in `change`. Records on disk and on the wire keep
 * this shape, so what earlier versions wrote still reads. Params are data (file names, event
 * names, a hook's own reason) and are never translated.
 */
export const TextParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type TextParams = z.infer<typeof TextParamsSchema>;

/** The one coded text: a code of one namespace's English table, and its params. */
export interface CodedText<Code extends string = string> {
  code: Code;
  params: TextParams;
}

/** `{code, params}` whose code must be a key of `table`. */
export function codedTextSchema<T extends Record<string, string>>(table: T) {
  return z.object({
    code: z.enum(Object.keys(table) as [keyof T & string, ...(keyof T & string)[]]),
    params: TextParamsSchema,
  });
}

/** A coded text of `table`, in its English words (CLI, logs, tests). */
export const textEn = <Code extends string>(
  table: Readonly<Record<Code, string>>,
  text: CodedText<Code>,
): string => formatText(table[text.code], text.params);

/** Builds a coded text; each namespace exports it typed to its own codes. */
export const codedText = <Code extends string>(
  code: Code,
  params: TextParams = {},
): CodedText<Code> => ({ code, params });
