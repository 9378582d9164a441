import type { MalformedCode } from '../malformed-text';

/**
 * Simplified Chinese for why an import skipped a line (English in shared/i18n/malformed-text.ts).
 * A field name stays as the agent writes it; a parser's words arrive as sent.
 */
export const MALFORMED_TEXT_ZH_CN: Record<MalformedCode, string> = {
  'line-too-long': '行长超过 {size} 字节',
  'not-json': '不是 JSON（{message}）',
  'not-an-object': '不是 JSON 对象',
  'missing-field': '缺少 {field} 字段',
  'invalid-time': '{field} 中没有有效的时间',
  'not-a-recorder-event': '不是记录器事件',
  'recorder-header-cut': '事件头不完整',
  'entry-rejected': '条目被拒绝：{message}',
};
