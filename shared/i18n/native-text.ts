import { AGENT_TEXT_EN } from '../inventory/reason-text';
import type { AgentId } from '../schemas/agent';
import { detectLocale, type Locale } from './locales';
import { formatText, type MessageParams } from './message-format';
import type { NativeTextKey } from './native-messages';
import { SERVICE_MESSAGES_EN, type ServiceCatalogue } from './service-messages';
import { SERVICE_MESSAGES_ZH_CN } from './zh-cn/service-messages';

/**
 * The words of the native parts — tray, application menu, notifications — in one shipped
 * language, chosen from the OS languages like the renderer's. The Electron shell and the services
 * (trust and approval notifications) both read it; the messages are ICU (shared/i18n/native-messages.ts).
 */
export interface NativeText {
  approvalsWaiting(count: number): string;
  latestEvents: string;
  noEvents: string;
  openHookyard: string;
  pauseRecording: string;
  openAtLogin: string;
  quitHookyard: string;
  hooksReference: string;
  updateReadyTitle: string;
  updateReadyBody(version: string): string;
  restartNow: string;
  /** The "project hooks need review" notification of the trust service. */
  trust: {
    title(counts: { added: number; changed: number }, workspace: string): string;
    body(event: string, file: string, more: number): string;
    review: string;
  };
  /** The "approval needed" notification of the approvals inbox. */
  approval: {
    title(agent: AgentId, tool: string): string;
    /** The title of a request a hook Hookyard ran itself made (a test, no agent waits). */
    selfRunTitle(tool: string): string;
    /** What is asked (a command, a file) and where. */
    body(subject: string, workspace: string | null): string;
    approve: string;
    deny: string;
    /** The reason the agent gets when the user denies from the notification. */
    deniedReason: string;
    /** The one notification for the requests past those shown one by one. */
    moreTitle: string;
    moreBody: string;
  };
}

const CATALOGUES: Record<Locale, ServiceCatalogue> = {
  en: SERVICE_MESSAGES_EN,
  'zh-CN': SERVICE_MESSAGES_ZH_CN,
};

function createNativeText(locale: Locale): NativeText {
  const say = (key: NativeTextKey, params: MessageParams = {}) =>
    formatText(CATALOGUES[locale].native[key], params, locale);
  return {
    approvalsWaiting: (count) => say('approvalsWaiting', { count }),
    latestEvents: say('latestEvents'),
    noEvents: say('noEvents'),
    openHookyard: say('openHookyard'),
    pauseRecording: say('pauseRecording'),
    openAtLogin: say('openAtLogin'),
    quitHookyard: say('quitHookyard'),
    hooksReference: say('hooksReference'),
    updateReadyTitle: say('updateReadyTitle'),
    updateReadyBody: (version) => say('updateReadyBody', { version }),
    restartNow: say('restartNow'),
    trust: {
      title: ({ added, changed }, workspace) => {
        const which = added > 0 && changed > 0 ? 'both' : added > 0 ? 'added' : 'changed';
        return say('trustTitle', { which, added, changed, total: added + changed, workspace });
      },
      body: (event, file, more) => say('trustBody', { event, file, more }),
      review: say('trustReview'),
    },
    approval: {
      // Product names are the same in every language.
      title: (agent, tool) => say('approvalTitle', { agent: AGENT_TEXT_EN[agent] ?? agent, tool }),
      selfRunTitle: (tool) => say('approvalSelfRunTitle', { tool }),
      body: (subject, workspace) =>
        workspace ? say('approvalBodyIn', { subject, workspace }) : subject,
      approve: say('approvalApprove'),
      deny: say('approvalDeny'),
      deniedReason: say('approvalDeniedReason'),
      moreTitle: say('approvalMoreTitle'),
      moreBody: say('approvalMoreBody'),
    },
  };
}

/** The text for the first of the user's preferred languages Hookyard has; English otherwise. */
export function nativeText(preferredLanguages: readonly string[]): NativeText {
  return createNativeText(detectLocale(null, preferredLanguages));
}
