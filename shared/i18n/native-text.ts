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
}

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
};

const NATIVE_TEXT: Record<Locale, NativeText> = { en: EN, 'zh-CN': ZH_CN };

/** The text for the first of the user's preferred languages Hookyard has; English otherwise. */
export function nativeText(preferredLanguages: readonly string[]): NativeText {
  return NATIVE_TEXT[detectLocale(null, preferredLanguages)];
}
