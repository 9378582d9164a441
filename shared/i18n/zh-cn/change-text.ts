import type { ChangeTextCode } from '../change-text';

/**
 * Simplified Chinese for what a change to the user's files did (English in
 * shared/i18n/change-text.ts). Params arrive verbatim: files, folders, events, agent ids, modes.
 */
export const CHANGE_TEXT_ZH_CN: Record<ChangeTextCode, string> = {
  'hook-switched-off': '已关闭 {file} 中的 {event} hook {hook}',
  'hook-switched-on': '已开启 {file} 中的 {event} hook {hook}',
  'hook-file-switched-off': '已关闭 {file}',
  'hook-file-switched-on': '已开启 {file}',
  'claude-hooks-turned-off': '已关闭 {root} 中的所有 Claude Code hook',
  'hook-files-turned-off': '已关闭 {folder} 中的所有 hook 文件',
  'claude-hook-created': '已在 {file} 中创建 {event} hook {hook}（{language}）',
  'cline-hook-created': '已创建 Cline hook {file}',
  'hook-edited': '已编辑 {file} 中的 {event} hook {hook}',
  'script-edited': '已编辑 {file}',
  'hook-trashed': '已将 {event} hook {hook} 从 {file} 移到回收站',
  'hook-trashed-no-event': '已将一个 hook 从 {file} 移到回收站',
  'hook-restored-from-trash': '已将 {event} hook {hook} 从回收站恢复到 {file}',
  'hook-restored-from-trash-no-event': '已将一个 hook 从回收站恢复到 {file}',
  'hook-adopted': '已接管 {file} 中的 {event} hook {hook}，以便按工作区分别开关',
  'hook-released': '已释放 {file} 中被接管的 {event} hook {hook}',
  'hook-file-adopted': '已接管 {file}，以便按工作区分别开关',
  'hook-watched': '开始监视 {file} 中的 {event} hook',
  'hook-unwatched': '停止监视 {file} 中的 {event} hook',
  'hook-file-released': '已释放被接管的 {file}',
  'adopted-hook-switched-on': '已在 {root} 中开启被接管的 hook {file}',
  'adopted-hook-switched-off': '已在 {root} 中关闭被接管的 hook {file}',
  'recorder-installed-user':
    '已在用户级为 {agent} 安装 Hookyard 记录器，记录 {count, plural, other {# 个事件}}',
  'recorder-installed-workspace':
    '已在工作区 {workspace} 中为 {agent} 安装 Hookyard 记录器，记录 {count, plural, other {# 个事件}}',
  'recorder-removed-user':
    '已从用户级的 {count, plural, other {# 个事件}}中移除 {agent} 的 Hookyard 记录器',
  'recorder-removed-workspace':
    '已从工作区 {workspace} 的 {count, plural, other {# 个事件}}中移除 {agent} 的 Hookyard 记录器',
  'approvals-installed': '已在 {file} 中安装 {agent} 的审批 hook（{mode}，fail-{failMode}）',
  'approvals-removed': '已从 {file} 中移除 {agent} 的审批 hook',
  'approvals-repointed': '已将 {file} 中的审批 hook 指向端口 {port}',
  'replay-case-saved': '已将一个重放用例保存到 {file}',
  'hook-switched-off-unnamed': '已关闭 {file} 中的一个 {event} hook',
  'hook-switched-on-unnamed': '已开启 {file} 中的一个 {event} hook',
  'claude-hook-created-unnamed': '已在 {file} 中创建一个 {event} hook（{language}）',
  'hook-edited-unnamed': '已编辑 {file} 中的一个 {event} hook',
  'hook-trashed-unnamed': '已将一个 {event} hook 从 {file} 移到回收站',
  'hook-restored-from-trash-unnamed': '已将一个 {event} hook 从回收站恢复到 {file}',
  'hook-adopted-unnamed': '已接管 {file} 中的一个 {event} hook，以便按工作区分别开关',
  'hook-released-unnamed': '已释放 {file} 中被接管的 {event} hook',
};
