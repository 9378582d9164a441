import { z } from 'zod';

/**
 * A sentence a service composes travels as a code and its params, never as finished words: the
 * CLI and the logs fill the English table of shared/i18n, the renderer its locale's catalogue
 * (keys `<family>.<code>`). Params are data (file names, event names, a hook's own reason) and
 * are never translated.
 */
export const TextParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type TextParams = z.infer<typeof TextParamsSchema>;

/** `{code, params}` whose code must be a key of `table`. */
export function codedTextSchema<T extends Record<string, string>>(table: T) {
  return z.object({
    code: z.enum(Object.keys(table) as [keyof T & string, ...(keyof T & string)[]]),
    params: TextParamsSchema,
  });
}

/** Fills `{param}` placeholders; an unknown placeholder is left as written. */
export function fillTemplate(template: string, params: TextParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
