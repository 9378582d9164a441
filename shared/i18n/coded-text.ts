import { z } from 'zod';

import { formatText } from './message-format';
import type { ServiceKey } from './service-messages';

/**
 * A sentence a service composes travels as a message key and its params, never as finished
 * words: the CLI and the logs format the English catalogue of shared/i18n, the renderer its
 * locale's. The key is `<namespace>.<code>` of the one service catalogue tree
 * (shared/i18n/service-messages.ts): a hook's reason is `reason.active`, a change's summary
 * `change.hook-switched-off`. Params are data (file names, event names, a hook's own reason)
 * and are never translated.
 */
export const TextParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type TextParams = z.infer<typeof TextParamsSchema>;

/** The one coded text: a key of the service catalogue, and its params. */
export interface CodedText<Key extends string = ServiceKey> {
  key: Key;
  params: TextParams;
}

/** Builds a coded text; the key is checked against the catalogue tree by the compiler. */
export const codedText = <Key extends ServiceKey>(
  key: Key,
  params: TextParams = {},
): CodedText<Key> => ({ key, params });

/**
 * Records written before coded texts carried their full key (the change history, spooled audit
 * entries) hold `{code, params}`, whose namespace was the field they sat in: read them as the key
 * of `namespace`, so nothing an earlier version wrote is lost.
 */
const keyedFromLegacy =
  (namespace: string) =>
  (value: unknown): unknown =>
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    !('key' in value) &&
    typeof value.code === 'string'
      ? { key: `${namespace}.${value.code}`, params: 'params' in value ? value.params : {} }
      : value;

/** `{key, params}` whose key must be `<namespace>.<a code of table>`; the legacy shape reads too. */
export function codedTextSchema<N extends string, Code extends string>(
  namespace: N,
  table: Readonly<Record<Code, string>>,
) {
  const keys = Object.keys(table).map((code) => `${namespace}.${code}`);
  return z.preprocess(
    keyedFromLegacy(namespace),
    z.object({
      key: z.enum(keys as [`${N}.${Code}`, ...`${N}.${Code}`[]]),
      params: TextParamsSchema,
    }),
  );
}

/** A coded text of one namespace's English `table`, in its words (CLI, logs, tests). */
export const textEn = <Code extends string>(
  table: Readonly<Record<Code, string>>,
  text: CodedText<`${string}.${Code}`>,
): string => formatText(table[text.key.slice(text.key.indexOf('.') + 1) as Code], text.params);
