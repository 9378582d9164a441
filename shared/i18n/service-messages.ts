import { NOTE_TEXT_EN, REASON_TEXT_EN } from '../inventory/reason-text';
import { CHANGE_TEXT_EN } from './change-text';
import { CONSENT_TEXT_EN } from './consent-text';
import { FAILURE_TEXT_EN } from './failure-text';
import { MALFORMED_TEXT_EN } from './malformed-text';
import { NATIVE_TEXT_EN } from './native-messages';
import { RUN_TEXT_EN } from './run-text';
import { SKIP_TEXT_EN } from './skip-text';
import { VERDICT_TEXT_EN } from './verdict-text';

/**
 * The English catalogue of everything the services word, one namespace per kind of coded text
 * (shared/i18n/coded-text.ts) plus the native parts. The CLI and the logs format it directly; the
 * renderer flattens it into its catalogue (`<namespace>.<code>`). Every message is ICU.
 */
export const SERVICE_MESSAGES_EN = {
  reason: REASON_TEXT_EN,
  note: NOTE_TEXT_EN,
  verdictPhrase: VERDICT_TEXT_EN,
  skip: SKIP_TEXT_EN,
  failure: FAILURE_TEXT_EN,
  consent: CONSENT_TEXT_EN,
  change: CHANGE_TEXT_EN,
  run: RUN_TEXT_EN,
  malformed: MALFORMED_TEXT_EN,
  native: NATIVE_TEXT_EN,
} as const;

export type ServiceNamespace = keyof typeof SERVICE_MESSAGES_EN;

/** The codes of one namespace. */
export type ServiceCode<N extends ServiceNamespace> = keyof (typeof SERVICE_MESSAGES_EN)[N] &
  string;

/**
 * The service catalogue of a language: every namespace, every code, so that the compiler reports
 * a text a translation lacks.
 */
export type ServiceCatalogue = {
  readonly [N in ServiceNamespace]: Readonly<Record<ServiceCode<N>, string>>;
};

/** The key of a coded text of namespace `N` (all namespaces by default): `<namespace>.<code>`. */
export type ServiceKey<N extends ServiceNamespace = ServiceNamespace> = {
  [M in N]: `${M}.${ServiceCode<M>}`;
}[N];

/** The flat keys of a catalogue tree: `<namespace>.<code>`. */
export type FlatKey<T> = {
  [N in keyof T & string]: `${N}.${keyof T[N] & string}`;
}[keyof T & string];

/** `{reason: {active: …}}` → `{'reason.active': …}`, keeping the key types. */
export function flattenCatalogue<T extends Record<string, Readonly<Record<string, string>>>>(
  tree: T,
): Record<FlatKey<T>, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([namespace, messages]) =>
      Object.entries(messages).map(([code, message]) => [`${namespace}.${code}`, message]),
    ),
  ) as Record<FlatKey<T>, string>;
}
