/**
 * English words of the native parts — tray, application menu, notifications — as ICU messages
 * (namespace `native` of the service catalogue; zh-CN in shared/i18n/zh-cn/native-text.ts).
 * Product, agent and event names and paths are params and stay as they are.
 */
export const NATIVE_TEXT_EN = {
  approvalsWaiting:
    '{count, plural, =0 {No approvals waiting} one {# approval waiting} other {# approvals waiting}}',
  latestEvents: 'Latest events',
  noEvents: 'No events recorded yet',
  openHookyard: 'Open Hookyard',
  pauseRecording: 'Pause recording',
  openAtLogin: 'Open at login',
  quitHookyard: 'Quit Hookyard',
  hooksReference: 'Claude Code hooks reference',
  updateReadyTitle: 'Hookyard update ready',
  updateReadyBody:
    'Hookyard {version} has been downloaded. It is installed when you quit Hookyard.',
  restartNow: 'Restart now',
  // `which` is `added`, `changed` or `both`; `total` picks the noun's plural.
  trustTitle:
    '{which, select, added {{added} new} changed {{changed} changed} other {{added} new and {changed} changed}} project {total, plural, one {hook} other {hooks}} in {workspace}',
  trustBody:
    'Review before they run: {event} in {file}{more, plural, =0 {} one { and # more} other { and # more}}.',
  trustReview: 'Review',
  approvalTitle: '{agent} asks to use {tool}',
  approvalSelfRunTitle: 'A Hookyard test run asks to use {tool}',
  approvalBodyIn: '{subject}\nin {workspace}',
  approvalApprove: 'Approve',
  approvalDeny: 'Deny',
  approvalDeniedReason: 'The user denied this in a Hookyard notification.',
  approvalMoreTitle: 'More approvals are waiting',
  approvalMoreBody: 'Open Hookyard to answer them.',
} as const;

export type NativeTextKey = keyof typeof NATIVE_TEXT_EN;
