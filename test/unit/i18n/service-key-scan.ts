import { SERVICE_MESSAGES_EN } from '../../../shared/i18n/service-messages';
import type { SourceText } from '../renderer/i18n/catalogue-audit';

const NAMESPACES = Object.keys(SERVICE_MESSAGES_EN).join('|');
/** A quoted key of a service namespace: `'reason.active'` (backticks quote code in comments). */
const KEY = new RegExp(`(['"])((?:${NAMESPACES})\\.[a-z0-9-]+)\\1`, 'g');
/** A template key: `` `failure.may-not-${doing}` `` → `failure.may-not-`. */
const PREFIX = new RegExp(`\`((?:${NAMESPACES})\\.[a-z0-9-]*)\\$\\{`, 'g');

/** The service-catalogue keys (and template-key prefixes) the sources write. */
export function serviceKeysIn(sources: readonly SourceText[]): {
  keys: Set<string>;
  prefixes: Set<string>;
} {
  const keys = new Set<string>();
  const prefixes = new Set<string>();
  for (const { text } of sources) {
    for (const match of text.matchAll(KEY)) keys.add(match[2] ?? '');
    for (const match of text.matchAll(PREFIX)) prefixes.add(match[1] ?? '');
  }
  return { keys, prefixes };
}
