import { AGENT_TEXT_EN } from '../inventory/reason-text';
import type { AgentId } from '../schemas/agent';
import { detectLocale, type Locale } from './locales';

/**
 * The one catalogue of the native parts — tray, application menu, notifications — in every
 * shipped language, chosen from the OS languages like the renderer's. The Electron shell and the
 * services (trust notifications) both read it. Product, agent and event names and paths stay as
 * they are. To add a native text: add it to `NativeText` (the type then requires every language).
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
  };
}

// Product names are the same in every language.
const agentName = (agent: AgentId): string => AGENT_TEXT_EN[agent] ?? agent;

const EN: NativeText = {
  approvalsWaiting: (count) =>
    count === 0
      ? 'No approvals waiting'
      : count === 1
        ? '1 approval waiting'
        : `${count} approvals waiting`,
  latestEvents: 'Latest events',
  noEvents: 'No events recorded yet',
  openHookyard: 'Open Hookyard',
  pauseRecording: 'Pause recording',
  openAtLogin: 'Open at login',
  quitHookyard: 'Quit Hookyard',
  hooksReference: 'Claude Code hooks reference',
  updateReadyTitle: 'Hookyard update ready',
  updateReadyBody: (version) =>
    `Hookyard ${version} has been downloaded. It is installed when you quit Hookyard.`,
  restartNow: 'Restart now',
  trust: {
    title: ({ added, changed }, workspace) => {
      const parts = [added > 0 ? `${added} new` : null, changed > 0 ? `${changed} changed` : null];
      const total = added + changed;
      return `${parts.filter(Boolean).join(' and ')} project hook${total === 1 ? '' : 's'} in ${workspace}`;
    },
    body: (event, file, more) =>
      `Review before they run: ${event} in ${file}${more > 0 ? ` and ${more} more` : ''}.`,
    review: 'Review',
  },
  approval: {
    title: (agent, tool) => `${agentName(agent)} asks to use ${tool}`,
    selfRunTitle: (tool) => `A Hookyard test run asks to use ${tool}`,
    body: (subject, workspace) => (workspace ? `${subject}\nin ${workspace}` : subject),
    approve: 'Approve',
    deny: 'Deny',
    deniedReason: 'The user denied this in a Hookyard notification.',
  },
};

const ZH_CN: NativeText = {
  approvalsWaiting: (count) => (count === 0 ? '没有待审批的请求' : `${count} 个请求待审批`),
  latestEvents: '最近的事件',
  noEvents: '尚未记录任何事件',
  openHookyard: '打开 Hookyard',
  pauseRecording: '暂停记录',
  openAtLogin: '登录时打开',
  quitHookyard: '退出 Hookyard',
  hooksReference: 'Claude Code hook 参考文档',
  updateReadyTitle: 'Hookyard 更新已就绪',
  updateReadyBody: (version) => `Hookyard ${version} 已下载，将在退出 Hookyard 时安装。`,
  restartNow: '立即重启',
  trust: {
    title: ({ added, changed }, workspace) => {
      const parts = [
        added > 0 ? `${added} 个新的` : null,
        changed > 0 ? `${changed} 个已更改的` : null,
      ];
      return `${workspace} 中有 ${parts.filter(Boolean).join('和 ')}项目 hook`;
    },
    body: (event, file, more) =>
      `运行前请先审查：${file} 中的 ${event}${more > 0 ? `，以及另外 ${more} 个` : ''}。`,
    review: '审查',
  },
  approval: {
    title: (agent, tool) => `${agentName(agent)} 请求使用 ${tool}`,
    selfRunTitle: (tool) => `Hookyard 测试运行请求使用 ${tool}`,
    body: (subject, workspace) => (workspace ? `${subject}\n位于 ${workspace}` : subject),
    approve: '批准',
    deny: '拒绝',
    deniedReason: '用户在 Hookyard 通知中拒绝了此操作。',
  },
};

const NATIVE_TEXT: Record<Locale, NativeText> = { en: EN, 'zh-CN': ZH_CN };

/** The text for the first of the user's preferred languages Hookyard has; English otherwise. */
export function nativeText(preferredLanguages: readonly string[]): NativeText {
  return NATIVE_TEXT[detectLocale(null, preferredLanguages)];
}
