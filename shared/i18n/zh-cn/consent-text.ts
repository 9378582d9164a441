import type { ConsentTextCode } from '../consent-text';

/**
 * Simplified Chinese for why a replay asks before it runs (English in
 * shared/i18n/consent-text.ts). Params arrive verbatim: files, workspace names, tools, commands.
 */
export const CONSENT_TEXT_ZH_CN: Record<ConsentTextCode, string> = {
  'hook-outside-workspace': '{file} 所在的文件夹不是受信任的工作区',
  'workspace-untrusted': '{file}：工作区 {workspace} 未受信任',
  'hook-new-since-trust': '{file} 是你信任 {workspace} 之后新增的',
  'hook-changed-since-trust': '{file} 在你信任 {workspace} 之后有改动',
  'destructive-command': '{tool} 会运行 {what}：{command}',
  'writes-outside-folder': '{tool} 会写入工作文件夹之外：{file}',
};
