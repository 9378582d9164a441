/**
 * The words of the native parts — tray, application menu, notifications — in English and
 * Simplified Chinese, chosen from the OS language like the renderer's. Product and agent names
 * stay as they are.
 */
export interface MainText {
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
}

const EN: MainText = {
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
};

const ZH_CN: MainText = {
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
};

/** The text for the first of the user's preferred languages Hookyard has; English otherwise. */
export function mainText(preferredLanguages: readonly string[]): MainText {
  for (const language of preferredLanguages) {
    const lower = language.toLowerCase();
    if (lower.startsWith('zh')) return ZH_CN;
    if (lower.startsWith('en')) return EN;
  }
  return EN;
}
