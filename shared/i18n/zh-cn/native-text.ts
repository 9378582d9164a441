import type { NativeTextKey } from '../native-messages';

/** Simplified Chinese for the native parts (English in shared/i18n/native-messages.ts). */
export const NATIVE_TEXT_ZH_CN: Record<NativeTextKey, string> = {
  approvalsWaiting: '{count, plural, =0 {没有待审批的请求} other {# 个请求待审批}}',
  latestEvents: '最近的事件',
  noEvents: '尚未记录任何事件',
  openHookyard: '打开 Hookyard',
  pauseRecording: '暂停记录',
  openAtLogin: '登录时打开',
  quitHookyard: '退出 Hookyard',
  hooksReference: 'Claude Code hook 参考文档',
  updateReadyTitle: 'Hookyard 更新已就绪',
  updateReadyBody: 'Hookyard {version} 已下载，将在退出 Hookyard 时安装。',
  restartNow: '立即重启',
  trustTitle:
    '{workspace} 中有 {which, select, added {{added} 个新的} changed {{changed} 个已更改的} other {{added} 个新的和 {changed} 个已更改的}}项目 hook',
  trustBody: '运行前请先审查：{file} 中的 {event}{more, plural, =0 {} other {，以及另外 # 个}}。',
  trustReview: '审查',
  approvalTitle: '{agent} 请求使用 {tool}',
  approvalSelfRunTitle: 'Hookyard 测试运行请求使用 {tool}',
  approvalBodyIn: '{subject}\n位于 {workspace}',
  approvalApprove: '批准',
  approvalDeny: '拒绝',
  approvalDeniedReason: '用户在 Hookyard 通知中拒绝了此操作。',
  approvalMoreTitle: '还有更多请求待审批',
  approvalMoreBody: '打开 Hookyard 来回答它们。',
};
