import { CODEX_NOTE_TEXT_ZH_CN, CODEX_REASON_TEXT_ZH_CN } from '../../agents/codex-reason-text';
import {
  GEMINI_NOTE_TEXT_ZH_CN,
  GEMINI_REASON_TEXT_ZH_CN,
} from '../../agents/gemini-cli-reason-text';
import type { NoteCode, ReasonCode } from '../../inventory/reason-text';

/**
 * Simplified Chinese for every reason code in shared. Params (event, file, folder names…) arrive
 * verbatim and are shown in code style; agent terms written in the text are in backticks.
 */
export const REASON_TEXT_ZH_CN: Record<ReasonCode, string> = {
  ...CODEX_REASON_TEXT_ZH_CN,
  ...GEMINI_REASON_TEXT_ZH_CN,
  // active
  active: '在 {event} 时运行。',
  'active-all-matching-files-run':
    '在 {event} 时运行；所有 hooks 文件夹中每个匹配的文件都会运行，按完整路径排序。',
  'active-needs-model':
    '在 {event} 时运行，但 {type} 类型的 hook 由 agent 的模型判断：Hookyard 可以显示它，但无法运行它。',
  'active-needs-mcp':
    '在 {event} 时运行，会调用服务器 {server} 上的 MCP 工具 {tool}；没有该服务器，Hookyard 无法运行它。',
  // never runs
  'cline-precompact-not-wired':
    'Cline CLI 能识别 `PreCompact`，但从未接入任何流程：它永远不会运行。',
  'cline-event-not-in-vscode': 'Cline VS Code 扩展不运行 {event} hook。',
  'cline-vscode-not-wired': 'Cline VS Code 扩展（4.x）已不再接入 {event}：它永远不会运行。',
  'cline-folder-not-read-by-vscode':
    'Cline VS Code 扩展不读取 {folder}；只有 Cline CLI 会运行此文件。',
  'cline-folder-not-read-by-cli': 'Cline CLI 不读取 {folder}。',
  'cline-hooks-dir-flag': '`--hooks-dir` 在 Cline CLI 3.x 中不起作用：该目录中的文件永远不会运行。',
  'http-not-supported-for-event': '{event} 会静默跳过 HTTP hook。',
  'mcp-not-supported-for-event': '{event} 不支持 MCP 工具 hook。',
  'prompt-not-allowed-for-event': '{event} 不允许使用 {type} hook。',
  'if-on-non-tool-event': '带有 `"if"` 条件的 hook 在 {event} 上会被跳过，因为它不是工具事件。',
  'matcher-never-matches': 'matcher {matcher} 是一个任何工具名都无法匹配的正则表达式。',
  // ignored
  'ignored-uppercase-extension': '已忽略：扩展名 {extension} 必须小写，Cline 才能识别该文件。',
  'ignored-unsupported-extension': '已忽略：Cline 不运行以 {extension} 结尾的文件。',
  'ignored-unknown-name': '已忽略：{name} 不是 Cline 的 hook 名称。',
  'ignored-dotfile': '已忽略：Cline 会跳过以点开头的文件。',
  'ignored-symlink': '已忽略：Cline 会跳过 hooks 文件夹中的符号链接。',
  'ignored-subfolder': '已忽略：Cline 不会查看 hooks 文件夹的子文件夹。',
  'ignored-name-not-exact': 'VS Code 扩展忽略此文件：它只运行名称恰好为 {expected} 的文件。',
  'ignored-broken-symlink': '已忽略：这是一个目标不存在的符号链接。',
  'ignored-not-regular-file': '已忽略：这不是普通文件（而是管道、套接字或设备），Cline 会跳过它。',
  'duplicate-key-shadowed':
    '已忽略：{file} 中 "{event}" 写了两次，Claude Code 只读取最后一个。请删除其中一个；在此之前 Hookyard 不会编辑此文件。',
  'ignored-event-not-in-cli': 'Cline CLI 忽略此文件：{event} 只是 VS Code 扩展的 hook。',
  // not executable
  'not-executable': '不可执行：Cline VS Code 扩展只运行带有可执行权限（`chmod +x`）的 hook 文件。',
  // disabled
  'disabled-by-disable-all-hooks': '已关闭：{file} 中 `disableAllHooks` 为 true。',
  'disabled-by-managed-only': '已关闭：{file} 中的 `allowManagedHooksOnly` 只允许托管 hook 运行。',
  'disabled-by-hooks-enabled-setting':
    '已关闭：Cline VS Code 设置 `hooksEnabled` 为 false（{file}）。',
  'disabled-by-hookyard': '已关闭：在 Hookyard 中被禁用。',
  // invalid
  'settings-invalid-json':
    '设置文件 {file} 不是有效的 JSON（第 {line} 行第 {column} 列：{message}）；Claude Code 会忽略其中所有 hook。',
  'settings-not-object': '设置文件 {file} 的内容不是 JSON 对象；其中的 hook 被忽略。',
  'settings-file-dropped':
    '{file} 中一个无效的 {event} handler（{message}）导致 Claude Code 丢弃整个文件，包括此 hook。',
  'handler-invalid': 'Claude Code 忽略此条目：{message}。',
  'hooks-not-object': '{file} 中的 `"hooks"` 键必须是以事件名为键的对象；它被忽略了。',
  'unknown-event': '{event} 不是 Claude Code 认识的事件；此条目被忽略。',
  'matcher-invalid': 'matcher {matcher} 不是有效的正则表达式（{message}）：它不匹配任何内容。',
  'frontmatter-invalid': '{file} 的 frontmatter 不是有效的 YAML（{message}）。',
  'plugin-manifest-invalid': '插件 hook 文件 {file} 无效（{message}）。',
  'binary-file': '这是一个二进制文件；{interpreter} 无法将其作为脚本运行。',
  unreadable: 'Hookyard 无法读取此文件：{message}。',
  'hooks-folder-unreadable': 'Hookyard 无法读取 hooks 文件夹 {folder}：{message}。',
  'hooks-folder-not-a-folder': '{folder} 不是文件夹，因此 Cline 不会从中读取任何 hook。',
  'workspace-root-missing':
    '此文件夹已不存在：{root}。请将它从 Hookyard 中移除，或恢复该文件夹；在此之前不会列出其中的任何 hook。',
  'workspace-root-not-a-folder':
    '{root} 已不再是文件夹。请将它从 Hookyard 中移除，或恢复该文件夹；在此之前不会列出其中的任何 hook。',
  // interpreter
  'interpreter-missing':
    'PATH 中没有 {interpreter}，因此此 hook 无法启动。请安装它，或添加指向已安装解释器的 shebang。',
};

/** Simplified Chinese for every note code in shared; same conventions as the reasons. */
export const NOTE_TEXT_ZH_CN: Record<NoteCode, string> = {
  ...CODEX_NOTE_TEXT_ZH_CN,
  ...GEMINI_NOTE_TEXT_ZH_CN,
  'differs-in-other-cline-runtime': '在 {runtime} 中，同一文件的状态是：{status}。',
  'matcher-permission-syntax':
    '{matcher} 看起来像权限规则；请把它写在 `"if"` 中，`"matcher"` 中只写工具名。',
  'matcher-comma-list': 'matcher 中的逗号列表只对部分事件有效；请用 `"|"` 分隔工具名。',
  'matcher-case': 'matcher 区分大小写：{matcher} 不匹配 {expected}。',
  'once-outside-frontmatter':
    '`"once"` 只在 skill 的 frontmatter 中有效；在设置文件中，hook 每次都会运行。',
  'exit-code-one-does-not-block':
    '在 Claude Code 中，退出码 1 不会阻止操作；请使用 `exit 2` 或 `permissionDecision`。',
  'async-hook': '在后台运行：agent 不会等待它。',
  'shebang-wins': 'shebang（{shebang}）优先于扩展名：Cline CLI 会用 {interpreter} 运行此文件。',
  'non-utf8-name': '文件名不是有效的 UTF-8；显示时用替换字符代替。',
  'frontmatter-scope': '仅在 {kind} {name} 被使用时生效。',
  'plugin-scope': '来自插件 {plugin}。',
  'duplicate-key-live':
    '{file} 中 "{event}" 写了两次：Claude Code 只运行最后这一个。在删除其中一个之前，Hookyard 不会编辑此文件。',
  deduplicated: '同一命令在其他地方也有定义；Claude Code 对每个事件只运行一次。',
  'windows-ps1-only': '在 Windows 上，VS Code 扩展只运行 `{name}.ps1`。',
  'cline-folder-cli-only': '只有 Cline CLI 读取 {folder}；Cline VS Code 扩展永远不会运行此文件。',
  'shebang-env-flag':
    'Cline CLI 无法识别 shebang 中 {flag} 这样的 env 选项：它会尝试把 {flag} 当作程序启动。',
  'agent-stop-fires-as-subagent-stop':
    '在 agent 的 frontmatter 中，{event} hook 会作为 {firesAs} 触发，即 agent {name} 结束时。',
  // Audit recorder installer
  'hookyard-recorder':
    'Hookyard 自己的记录器：它把每个事件写入 Hookyard 的审计日志。可在“历史记录 › 记录”中停止。',
};
