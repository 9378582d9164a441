import type { ServiceCatalogue } from '../service-messages';
import { CHANGE_TEXT_ZH_CN } from './change-text';
import { CONSENT_TEXT_ZH_CN } from './consent-text';
import { FAILURE_TEXT_ZH_CN } from './failure-text';
import { MALFORMED_TEXT_ZH_CN } from './malformed-text';
import { NATIVE_TEXT_ZH_CN } from './native-text';
import { NOTE_TEXT_ZH_CN, REASON_TEXT_ZH_CN } from './reason-text';
import { RUN_TEXT_ZH_CN } from './run-text';
import { SKIP_TEXT_ZH_CN, VERDICT_TEXT_ZH_CN } from './verdict-and-skip-text';

/** Simplified Chinese for every service namespace; a missing code is a compile error. */
export const SERVICE_MESSAGES_ZH_CN: ServiceCatalogue = {
  reason: REASON_TEXT_ZH_CN,
  note: NOTE_TEXT_ZH_CN,
  verdictPhrase: VERDICT_TEXT_ZH_CN,
  skip: SKIP_TEXT_ZH_CN,
  failure: FAILURE_TEXT_ZH_CN,
  consent: CONSENT_TEXT_ZH_CN,
  change: CHANGE_TEXT_ZH_CN,
  run: RUN_TEXT_ZH_CN,
  malformed: MALFORMED_TEXT_ZH_CN,
  native: NATIVE_TEXT_ZH_CN,
};
