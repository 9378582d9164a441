import type { EVIDENCE_MESSAGES_EN } from './en';

/** Simplified Chinese text of watching hooks; same keys and placeholders as the English. */
export const EVIDENCE_MESSAGES_ZH_CN: Record<keyof typeof EVIDENCE_MESSAGES_EN, string> = {
  'evidence.watch': '监视运行',
  'evidence.unwatch': '停止监视',
  'evidence.watchHint':
    '记录代理每一次真实运行此 hook 的情况（通过工作区 shim），不改变它收到的输入和给出的回答。',
  'evidence.neverRan': '自 {since} 起监视 · 尚未运行',
  'evidence.lastRan': '{ago}在 {surface} 中运行',
  'evidence.runs7d': '{count, plural, other {7 天内运行 # 次}}',
  'evidence.p95': 'p95 {ms} 毫秒',
  'evidence.failures': '{count, plural, other {# 次失败}}',
  'evidence.agoMinutes': '{count, plural, =0 {刚刚} other {# 分钟前}}',
  'evidence.agoHours': '{count, plural, other {# 小时前}}',
  'evidence.agoDays': '{count, plural, other {# 天前}}',
  'evidence.silent':
    '自 {since} 起，{event} 在 {surface} 中触发了 {fired, plural, other {# 次}}，而在这些会话中此 hook 运行了 0 次',
  'evidence.silentRan': '{surface}：运行了 {ran, plural, other {# 次}}',
  'evidence.evidenceLink': '查看记录的事件',
  'evidence.runsTitle': '记录的运行',
  'evidence.runLine': '{time} · {surface} · {outcome} · 退出码 {exit} · {ms} 毫秒',
  'evidence.openInHistory': '在历史中打开',
  'surface.unknown': '未知环境',
  'surface.claude-code.cli': 'Claude Code（命令行）',
  'surface.claude-code.print': 'Claude Code（-p）',
  'surface.claude-code.vscode': 'Claude Code（VS Code）',
  'surface.claude-code.desktop': 'Claude Code（桌面版）',
  'surface.claude-code.sdk': 'Claude Code（Agent SDK）',
  'surface.claude-code.github-action': 'Claude Code（GitHub Action）',
  'surface.claude-code.subagent': 'Claude Code（子代理）',
  'surface.claude-code.other': 'Claude Code（其他）',
  'surface.cline-cli.cli': 'Cline 命令行',
  'surface.cline-vscode.vscode': 'Cline（VS Code）',
};
