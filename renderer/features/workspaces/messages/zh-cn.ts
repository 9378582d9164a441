import type { WORKSPACES_MESSAGES_EN } from './en';

/**
 * Simplified Chinese text of workspaces: scopes, adding and removing workspaces, workspaces found
 * in agent history; same keys and placeholders as the English.
 */
export const WORKSPACES_MESSAGES_ZH_CN: Record<keyof typeof WORKSPACES_MESSAGES_EN, string> = {
  'scope.userLevel': '用户级',
  'scope.userLevelHint': '主目录中的 hook',
  'scope.userKicker': '所有项目',
  'scope.userLevelDescription': '来自你个人设置文件和 hooks 文件夹的 hook，在每个项目中都会运行。',
  'scope.workspace': '工作区',
  'workspace.trusted': '已信任',
  'workspace.untrusted': '未信任',
  'workspace.trustHint':
    'Hookyard 只运行你审查并信任过的项目 hook。打开：审查这些 hook；关闭：忘记已信任的内容。',
  'workspace.trustFailed': '无法更改信任设置',
  'workspace.moreRoots': '另有 {count} 个',
  'workspace.folderMissing': '此工作区有 {count} 个文件夹已不存在',
  'workspaces.add': '添加工作区',
  'workspaces.none': '还没有工作区。添加一个项目文件夹即可查看其中的 hook。',
  'workspaces.loadFailed': '无法加载工作区列表',
  'addWorkspace.title': '添加工作区',
  'addWorkspace.description':
    '输入或粘贴项目文件夹的完整路径。Hookyard 只会读取它，不会修改其中任何内容。',
  'addWorkspace.pathLabel': '文件夹路径',
  'addWorkspace.pathsLabel': '文件夹路径（第一个是主根目录）',
  'addWorkspace.rootLabel': '文件夹路径 {number}',
  'addWorkspace.addRoot': '再添加一个文件夹',
  'addWorkspace.removeRoot': '移除文件夹 {number}',
  'addWorkspace.rootsHint':
    '多根工作区（如 VS Code 或 Cline 中的）需列出其中每个文件夹；agent 会读取每个文件夹中的 hook。',
  'addWorkspace.pathPlaceholder': '/home/you/projects/my-app',
  'addWorkspace.nameLabel': '名称（可选）',
  'addWorkspace.namePlaceholder': '留空则使用文件夹名',
  'addWorkspace.submit': '添加工作区',
  'addWorkspace.adding': '正在添加…',
  'addWorkspace.errorEmpty': '请输入文件夹路径。',
  'addWorkspace.errorRelative':
    '请输入从根目录开始的完整路径，例如 /home/you/project 或 C:\\Users\\you\\project。',
  'addWorkspace.errorTooLong': '此路径长 {length} 个字符；文件夹路径最多 {limit} 个字符。',
  'addWorkspace.failed': '无法添加此文件夹',
  'removeWorkspace.open': '从 Hookyard 中移除 {name}',
  'removeWorkspace.title': '移除 {name}？',
  'removeWorkspace.description': 'Hookyard 将不再显示此工作区。文件夹及其中的 hook 保持原样。',
  'removeWorkspace.confirm': '移除',
  'removeWorkspace.failed': '无法移除此工作区',
  'detected.title': '在 Claude Code / Cline 历史中发现',
  'detected.foundIn': '来源：{sources}',
  'detected.origin.claudeTranscripts': 'Claude Code 会话记录',
  'detected.origin.clineSessions': 'Cline 会话',
  'detected.add': '添加',
  'detected.addFolder': '将 {name} 添加为工作区',
  'detected.showAll': '显示全部 {count} 个',
  'detected.showFewer': '收起',
  'detected.loadFailed': '无法查找最近的项目',
};
