/**
 * Type-level checks of the catalogues, run by the typecheck (`tsc -p tsconfig.json`): each
 * `@ts-expect-error` line must be an error, or tsc fails with "Unused '@ts-expect-error'
 * directive". They show that the compiler reports a missing translation and an unknown key.
 */
import type { MessageKey } from '../../../../renderer/i18n/catalogue-en';
import { ZH_CN_MESSAGES } from '../../../../renderer/i18n/catalogue-zh-cn';
import { createTranslator } from '../../../../renderer/i18n/translator';
import type { ServiceCatalogue } from '../../../../shared/i18n/service-messages';
import { SERVICE_MESSAGES_ZH_CN } from '../../../../shared/i18n/zh-cn/service-messages';
import type { HookScope, HookStatus } from '../../../../shared/schemas/hook';

const { 'filters.clear': _clear, ...uiLacksOne } = ZH_CN_MESSAGES;
// @ts-expect-error a zh-CN catalogue without one of the screens' texts
export const incompleteCatalogue: Record<MessageKey, string> = uiLacksOne;

const { 'hook-switched-off': _switchedOff, ...changeLacksOne } = SERVICE_MESSAGES_ZH_CN.change;
export const incompleteService: ServiceCatalogue = {
  ...SERVICE_MESSAGES_ZH_CN,
  // @ts-expect-error a zh-CN service namespace without one of its codes
  change: changeLacksOne,
};

const { t } = createTranslator('en');
export const known = t('filters.clear');
// @ts-expect-error a key no catalogue has
export const unknown = t('filters.clearr');

declare const status: HookStatus;
declare const scope: HookScope;
export const byStatus = t(`status.${status}`);
// @ts-expect-error a typed template key whose namespace lacks some values (`status.user`…)
export const wrongNamespace = t(`status.${scope}`);
