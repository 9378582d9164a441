import { flattenCatalogue } from '../../shared/i18n/service-messages';
import { SERVICE_MESSAGES_ZH_CN } from '../../shared/i18n/zh-cn/service-messages';
import type { MessageKey, UiMessageKey } from './catalogue-en';
import { APPROVALS_MESSAGES_ZH_CN } from '../features/approvals/messages/zh-cn';
import { BENCH_MESSAGES_ZH_CN } from '../features/bench/messages/zh-cn';
import { HISTORY_MESSAGES_ZH_CN } from '../features/history/messages/zh-cn';
import { EVIDENCE_MESSAGES_ZH_CN } from '../features/inventory/messages/zh-cn';
import { UPGRADES_MESSAGES_ZH_CN } from '../features/upgrades/messages/zh-cn';
import { MANAGE_MESSAGES_ZH_CN } from '../features/manage/messages/zh-cn';
import { REPLAY_MESSAGES_ZH_CN } from '../features/replay/messages/zh-cn';
import { TELEMETRY_MESSAGES_ZH_CN } from '../features/telemetry/messages/zh-cn';

/** Simplified Chinese UI text; same keys and placeholders as the English catalogue. */
const UI_MESSAGES_ZH_CN: Record<UiMessageKey, string> = {
  'app.name': 'Hookyard',
  'app.version': 'v{version}',
  'app.versionBrowser': 'v{version} · 浏览器',

  'action.cancel': '取消',
  'action.close': '关闭',
  'action.retry': '重试',

  'text.clauseSeparator': '；',

  'sidebar.label': '范围与工作区',
  'sidebar.scopes': '范围',
  'sidebar.workspaces': '工作区',

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

  'language.label': '语言',
  'language.en': 'English',
  'language.zh-CN': '简体中文',

  'inventory.loading': '正在读取 hook…',
  'inventory.loadFailed': '无法读取此范围的 hook',
  'inventory.refreshFailed': '刷新失败；下面的列表可能已过时',
  'inventory.refresh': '重新扫描',
  'inventory.missingRootsTitle': '此工作区有 {count} 个文件夹已不存在',
  'inventory.scannedAt': '扫描于 {time}',

  'filters.label': '筛选 hook',
  'filters.status': '按状态筛选',
  'filters.agent': '按 agent 筛选',
  'filters.event': '按事件筛选',
  'filters.allEvents': '全部事件',
  'filters.search': '搜索 hook',
  'filters.searchPlaceholder': '搜索命令、文件、matcher',
  'filters.clear': '清除筛选',

  'status.active': '生效',
  'status.never-runs': '永不运行',
  'status.ignored': '已忽略',
  'status.not-executable': '不可执行',
  'status.disabled': '已关闭',
  'status.invalid': '无效',
  'status.interpreter-missing': '缺少解释器',

  'agent.claude-code': 'Claude Code',
  'agent.cline-cli': 'Cline CLI',
  'agent.cline-vscode': 'Cline VS Code',
  'agent.codex': 'Codex CLI',
  'agent.gemini-cli': 'Gemini CLI',

  'hookScope.user': '用户',
  'hookScope.workspace': '项目',
  'hookScope.local': '本地（个人，不提交）',
  'hookScope.managed': '由组织统一管理',
  'hookScope.plugin': '插件',
  'hookScope.skill': 'Skill',
  'hookScope.agent': '子 agent',

  'handler.command': '命令',
  'handler.http': 'HTTP',
  'handler.prompt': '提示词',
  'handler.agent': 'Agent',
  'handler.mcp_tool': 'MCP 工具',
  'handler.file': '脚本文件',
  'handler.unknown': '未知',

  'hook.noEvent': '无事件',
  'hook.rootTitle': '来自工作区文件夹 {root}',
  'hook.matcherTitle': 'Matcher：{matcher}',
  'hook.notesCount': '{count} 条提示',

  'filters.owner': '按归属筛选',
  'filters.owner.mine': '你的',
  'filters.owner.hookyard': 'Hookyard 自己的',
  'own.badge': 'Hookyard',
  'own.recorder': 'Hookyard 记录器',
  'own.approvals': 'Hookyard 审批',
  'own.install': '{kind} — {count} 个事件，{where}',
  'own.userLevel': '用户级',
  'own.workspace': '此工作区',
  'own.rowsOf': '{kind} 的 hook',
  'list.hookCount': '{count} 个 hook',
  'list.hooksFor': '{event} 的 hook',
  'list.noEvent': '未对应任何事件的文件',
  'list.ignoredFiles': '{count} 个被忽略的文件，位于',
  'list.ignoredIn': '{folder} 中被忽略的文件',
  'list.showMore': '再显示 {count} 个（还有 {hidden} 个未显示）',

  'detail.label': '{name} 的详情',
  'detail.close': '关闭详情',
  'detail.closeHint': '关闭（Esc）',
  'detail.status': '状态',
  'detail.notes': '提示',
  'detail.handler': '类型',
  'detail.runs': '运行内容',
  'detail.argv': '参数',
  'detail.matcher': 'Matcher',
  'detail.timeout': '超时',
  'detail.scope': '范围',
  'detail.location': '定义位置',
  'detail.locator': '定位符',
  'detail.id': 'ID',
  'detail.definition': '原始定义',

  'sources.title': '已读取 {count} 个来源',
  'sources.problems': '{count} 个问题',
  'sources.intro':
    '各 agent 在此范围内读取的设置文件和 hooks 文件夹，以及 Hookyard 在其中发现的内容。',
  'sources.hookCount': '{count} 个 hook',
  'sources.problemTitle': '有 {count} 个 hook 来源无法读取',
  'sources.problemMissing': '其中的 hook 一个也无法列出：它包含的 hook 在下面缺失。',
  'sources.problemListed': '其中的 {count} 个 hook 已列在下面，并标出了这个问题。',
  'sources.showAll': '显示所有来源',

  'sourceKind.settings': '设置文件',
  'sourceKind.hooks-folder': 'hooks 文件夹',
  'sourceKind.plugin': '插件',
  'sourceKind.frontmatter': 'Skill 或 agent 文件',
  'sourceKind.managed': '托管设置',

  'sourceState.ok': '已读取',
  'sourceState.missing': '不存在',
  'sourceState.invalid': '无效',
  'sourceState.unreadable': '无法读取',

  'empty.noUserHooks': '还没有用户级 hook',
  'empty.noWorkspaceHooks': '此工作区还没有 hook',
  'empty.noHooksBody':
    'Hookyard 查看了各 agent 读取 hook 的所有位置，没有找到任何 hook。可以在以下位置添加：',
  'empty.noSources':
    'Hookyard 没有找到此范围可读取 hook 的位置。请重新扫描，或添加工作区以查看项目 hook。',
  'empty.filteredTitle': '没有符合筛选条件的 hook',
  'empty.filteredBody': '这里的 {count} 个 hook 都被筛选条件隐藏了。',
  'empty.noWorkspacesTitle': '还没有工作区。',
  'empty.noWorkspacesBody': '项目 hook 位于项目文件夹中：添加一个，即可看到在其中运行的所有 hook。',

  'shell.skipToMain': '跳到主要内容',

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

  'command.help': '键盘快捷键',
  'command.addWorkspace': '添加工作区…',
  'command.switchLanguage': '切换语言为 {language}',
  'command.showSources': '显示来源',
  'command.hideSources': '隐藏来源',

  'shortcuts.title': '键盘快捷键',
  'shortcuts.group.general': '常规',
  'shortcuts.group.navigation': '导航',
  'shortcuts.group.hooks': 'Hook 列表',
  'shortcuts.group.bench': '测试台',
  'shortcuts.run': '运行测试台或模拟器',
  'shortcuts.cancelRun': '取消测试台的运行',
  'shortcuts.palette': '打开命令面板',
  'shortcuts.help': '显示键盘快捷键',
  'shortcuts.close': '关闭命令面板、对话框或 hook 详情',
  'shortcuts.save': '保存编辑器中打开的脚本或条目',
  'shortcuts.previousScope': '侧栏中的上一个范围',
  'shortcuts.nextScope': '侧栏中的下一个范围',
  'shortcuts.move': '在侧栏或 hook 列表中移动',
  'shortcuts.addWorkspace': '添加工作区',
  'shortcuts.search': '搜索 hook',
  'shortcuts.open': '打开当前 hook 的详情',
  'shortcuts.rescan': '重新扫描',
  'shortcuts.sources': '显示或隐藏来源',
  'shortcuts.characterKeys': '单键快捷键',
  'shortcuts.characterKeysHint':
    '不带 Ctrl 或 Alt 的单键快捷键，例如 ? 和 /。如果它们妨碍语音输入或其他工具，可以关闭；F1 仍可打开此列表。',
  'shortcuts.or': '或',
  'shortcuts.off': '已关闭',

  'announce.inventoryUpdated': '清单已更新：{scope}，{count} 个 hook',

  'screens.label': '页面',
  'screen.inventory': 'Hook 清单',
  'screen.bench': '测试台',
  'screen.simulator': 'Matcher 模拟器',

  'command.openInventory': '打开 hook 清单',
  'command.openBench': '打开测试台',
  'command.openSimulator': '打开 matcher 模拟器',
  'command.runBench': '运行测试台',
  'command.cancelRun': '取消运行',
  'command.runSimulation': '模拟 matcher',

  'detail.testHook': '测试此 hook',

  'runMode.parallel': '并行',
  'runMode.sequential': '依次',

  'runStatus.completed': '已结束',
  'runStatus.timed-out': '超时',
  'runStatus.cancelled': '已取消',
  'runStatus.spawn-failed': '无法启动',
  'runStatus.request-failed': '请求失败',
  'runStatus.needs-model': '需要 agent 的模型',
  'runStatus.needs-mcp': '需要 MCP 服务器',

  'outcome.exitCode': '退出码 {code}',
  'outcome.signal': '被 {signal} 终止',
  'outcome.http': 'HTTP {status}',
  'outcome.duration': '{duration}（上限 {timeout}）',
  'outcome.durationNoLimit': '{duration}，无时间上限',
  'outcome.timedOut': '达到时间上限后被停止',
  'outcome.background': '在后台运行：agent 不会等待它',
  'outcome.leftovers': '它留下的进程已被停止',
  'outcome.overCap':
    '超过输出上限：它的 stdout 有 {total} 字节，Hookyard 只保留 {kept} 字节（开头和结尾），因此无法判断 agent 会如何处理它的回答',
  'outcome.bytes': '{count} 字节',
  'outcome.streamOf': '{hook} 的 {stream}',
  'outcome.truncated': '内容过长，无法完整保留：中间省略了 {omitted} 字节（共 {total} 字节）。',
  'outcome.notUtf8': '不是有效的 UTF-8：非文本字节显示为 �。',
  'outcome.silent': '没有任何输出。',
  'outcome.spawnError': '无法启动的原因',
  'outcome.fix': '解决方法：',
  'outcome.parseErrors': 'agent 无法读取的输出',
  'outcome.notes': '提示',

  'preset.bash-rm': 'Bash：rm -rf build',
  'preset.write-package-json': '写入 package.json',
  'preset.read-env': '读取 .env',
  'preset.mcp-memory': 'MCP 工具调用（memory 服务器）',

  'json.where': '第 {line} 行，第 {column} 列：',
  'json.found': '此处是 {found}。',
  'json.goTo': '跳转到此处',
  'json.large':
    '{size} MB 的文本：太大，无法在此编辑。它会被完整保留并原样发送；在此处粘贴即可替换。',
  'json.largeClear': '清空',
  'json.empty': "请输入一个 JSON 对象，例如 `'{}'`。",
  'json.unexpected-end': 'JSON 过早结束：可能缺少右括号 `}`、`]` 或引号 `"`。',
  'json.expected-value':
    '这里应是一个值：双引号字符串、数字、对象、数组、`true`、`false` 或 `null`。',
  'json.expected-property-name': '这里应是双引号括起的属性名。',
  'json.expected-colon': '属性名之后应是 `:`。',
  'json.expected-comma-or-brace': '这里应是 `,` 或 `}`。',
  'json.expected-comma-or-bracket': '这里应是 `,` 或 `]`。',
  'json.bad-escape': '这个反斜杠转义在 JSON 中无效。',
  'json.control-character': '字符串中的换行或制表符必须写成 `\\n` 或 `\\t`。',
  'json.bad-number': '这个数字不是有效的 JSON。',
  'json.trailing-content': 'JSON 值结束后还有多余的文本。',
  'json.not-object': "必须是 JSON 对象，用花括号 `'{ }'` 括起。",

  'error.invalid-request': '请检查输入的内容后重试。',
  'error.not-found': '它可能已被移除，列表会自动更新。',
  'error.path-missing': '请检查路径：它必须是这台计算机上已存在的文件夹。',
  'error.conflict': '它已被更改。请查看当前状态后重试。',
  'error.untrusted':
    '运行你尚未审查并信任的 hook，或可能破坏数据的工具调用之前，Hookyard 会先征求你的同意。',
  'error.spawn-failed': '进程无法启动。',
  'error.timeout': '耗时过长，请重试。',
  'error.cancelled': '已取消。',
  'error.unauthorized': '此页面的访问令牌已失效。请打开 `hookyard serve` 输出的地址。',
  'error.internal': 'Hookyard 内部出错。请重试；如果反复出现，请重启 Hookyard。',

  ...BENCH_MESSAGES_ZH_CN,
  ...MANAGE_MESSAGES_ZH_CN,
  ...EVIDENCE_MESSAGES_ZH_CN,
  ...UPGRADES_MESSAGES_ZH_CN,
  ...HISTORY_MESSAGES_ZH_CN,
  ...APPROVALS_MESSAGES_ZH_CN,
  ...REPLAY_MESSAGES_ZH_CN,
  ...TELEMETRY_MESSAGES_ZH_CN,
};

/** The Simplified Chinese catalogue: every key of the English one (a missing text is a compile error). */
export const ZH_CN_MESSAGES: Record<MessageKey, string> = {
  ...UI_MESSAGES_ZH_CN,
  ...flattenCatalogue(SERVICE_MESSAGES_ZH_CN),
};
