import { flattenCatalogue } from '../../shared/i18n/service-messages';
import { SERVICE_MESSAGES_ZH_CN } from '../../shared/i18n/zh-cn/service-messages';
import { FEATURE_MESSAGES_ZH_CN } from '../features/messages';
import type { MessageKey } from './catalogue-en';

/** The Simplified Chinese catalogue: every key of the English one (a missing text is a compile error). */
export const ZH_CN_MESSAGES: Record<MessageKey, string> = {
  ...FEATURE_MESSAGES_ZH_CN,
  ...flattenCatalogue(SERVICE_MESSAGES_ZH_CN),
};
