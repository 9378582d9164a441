import type { PALETTE_MESSAGES_EN } from './en';

/** Simplified Chinese text of the command palette; same keys and placeholders as the English. */
export const PALETTE_MESSAGES_ZH_CN: Record<keyof typeof PALETTE_MESSAGES_EN, string> = {
  'palette.title': '命令面板',
  'palette.open': '查找或运行…',
  'palette.inputLabel': '命令、工作区或 hook',
  'palette.placeholder': '前往工作区、打开 hook、运行命令…',
  'palette.results': '匹配的命令',
  'palette.noMatch': '没有匹配项。试试少输入几个字。',
  'palette.resultCount': '{count} 个结果',
  'palette.hints': '↑ ↓ 移动 · Enter 运行 · Esc 关闭',
  'palette.section.actions': '操作',
  'palette.section.workspaces': '范围',
  'palette.section.hooks': 'Hook',
  'palette.section.history': '审计历史',
};
