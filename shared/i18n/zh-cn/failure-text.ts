import type { FailureCode } from '../failure-text';

/**
 * Simplified Chinese for every failure message code in shared/i18n/failure-text.ts. Params
 * (paths, ids, names) arrive verbatim and are shown in code style; `message` is a system's or a
 * parser's own words and is shown as sent.
 */
export const FAILURE_TEXT_ZH_CN: Record<FailureCode, string> = {
  // requests and transports
  'unknown-channel': '未知的通道：{channel}',
  'invalid-request': '发给 {channel} 的请求无效：{message}',
  'invalid-request-field': '发给 {channel} 的请求中 {field} 无效：{message}',
  'request-body-too-large': '请求内容超过 {max} 字节。',
  'request-body-not-json': '请求内容不是有效的 JSON。',
  'message-not-json': '消息不是有效的 JSON。',
  'message-too-large': '内容过大，无法发送（{size} MB；上限为 {max} MB）。',
  'script-too-large': '脚本过大，无法保存（{size} MB；上限为 {max} MB）。',
  'connection-lost': '与 Hookyard 的连接已断开。',
  'window-not-allowed': '此窗口无权调用 Hookyard。',
  // workspaces and trust
  'workspace-not-found': '没有 ID 为 {id} 的工作区。',
  'workspace-path-not-absolute': '请使用完整路径：{root}',
  'workspace-folder-missing': '文件夹 {root} 不存在。',
  'workspace-is-a-file': '{root} 是文件，不是文件夹。',
  'workspace-root-duplicate': '{root} 列出了两次：每个文件夹只需填写一次。',
  'hook-not-in-workspace':
    '你审阅过的一个 hook 已不在 {workspace} 中（它在别处被删除或修改）。没有信任任何 hook。',
  'hook-changed-during-review': '你审阅期间 {file} 有改动。请重新审阅：没有信任任何 hook。',
  'workspace-hooks-unreviewed':
    '{workspace} 有 {count} 个项目 hook 等待你审阅：审阅并信任其中每一个，即信任此工作区。',
  // runner and bench
  'payload-not-object': 'hook 的 payload 必须是 JSON 对象。',
  'payload-not-json': 'payload 不是有效的 JSON：{message}',
  'payload-not-object-cli': 'payload 必须是 JSON 对象，和每个 agent 发送的一样。',
  'project-hook-untrusted': '{file} 是你尚未审查的项目 hook：请先审查并信任它，再运行它。',
  'hook-new-since-trust': '{file} 是你信任此工作区之后新增的：请先检查并信任它，再运行。',
  'hook-changed-since-trust': '{file} 在你信任此工作区之后被修改过：请先检查并信任它，再运行。',
  'event-not-of-agent': '{event} 不是 {agent} 的事件。',
  'preset-not-for-event': '此代理的 {event} 不提供工具预设 {preset}。',
  'no-runner-for-agent': '没有用于 agent {agent} 的运行器。',
  'run-already-going': '这次运行已经在进行中。',
  'too-many-runs': '同时运行的太多了：请等其中一个结束。',
  'chosen-hook-gone': '选中的某个 hook 已不在清单中：请刷新后重试。',
  'cli-hook-not-found': '此范围内没有 {agent} hook {hook}（见 `hookyard list`）。',
  // audit
  'audit-entry-not-found': '没有审计记录 {id}：它可能已过期。',
  'audit-locked':
    '{message} 另一个 Hookyard 窗口或 `hookyard serve` 正在使用审计日志；请关闭它并重新启动当前这个。',
  'audit-index-broken': '{message} 请运行 `hookyard audit reindex --fresh`，根据日志重建索引。',
  'audit-unavailable': '{message} 请检查数据文件夹是否可写、是否还有剩余空间。',
  // finding hooks to edit
  'hook-not-found': '此范围内没有 ID 为 {id} 的 hook。',
  'not-a-settings-locator': '{locator} 不是设置文件中 hook 的定位符。',
  'hook-not-editable':
    '此 hook 来自 {scope} 配置（{file}）；Hookyard 只关闭用户、项目和本地设置文件中的 hook。',
  'hook-not-the-one-shown': '{file} 中 {locator} 处的 hook 已不是显示的那个。没有做任何更改。',
  'trashed-hook-not-the-one-shown': '{file} 中的 hook 已不是显示的那个。',
  'hook-gone-at': '{event}/{group}/{handler} 处已没有 hook。',
  'not-a-disabled-hook-id': '这不是已关闭 hook 的 ID。',
  'disabled-record-damaged': '已关闭 hook 的记录 {file} 缺失或已损坏。',
  'disabled-hook-not-found': '这里没有 ID 为 {id} 的已关闭 hook。',
  'no-hooks-to-turn-off': '{workspace} 中没有可关闭的 {agent} hook。',
  'not-a-trash-id': '这不是回收站条目的 ID。',
  'trash-entry-not-found': '回收站中没有 ID 为 {id} 的条目。',
  'not-a-backup-id': '这不是备份的 ID。',
  'backup-missing': '备份 {id} 缺失。',
  'change-not-found': '没有 ID 为 {id} 的更改。',
  'change-did-not-touch-file': '这次更改没有涉及 {file}。',
  'files-changed-since':
    '这些文件在那次更改之后又被修改过，Hookyard 无法准确还原它们：{files}。没有做任何更改。',
  // settings files
  'settings-would-be-ignored': '更改后 Claude Code 会忽略 {file}（{reason}）；没有做任何更改。',
  'settings-invalid-json':
    '{file} 不是有效的 JSON（Claude Code 会完全忽略它）。请先修复或删除该文件；Hookyard 不会重写它。',
  'settings-invalid-jsonc':
    '{file} 不是其 agent 能读取的 JSON（那里允许注释，但不允许尾随逗号）。请先修复或删除该文件；Hookyard 不会重写它。',
  'settings-not-object': '{file} 的内容不是 JSON 对象。',
  'shown-hook-gone':
    '你选择的 hook 已不存在：它在别处（另一个标签页、编辑器或 agent）被删除或修改。没有做任何更改；列表现在显示的是当前内容。',
  'shown-hook-changed':
    '{file} 中的 hook 在显示之后被修改了（现在运行：{now}）。没有做任何更改；请先重新查看。',
  'agent-trust-none': '{hook}：{agent} 没有自己的信任机制可写入。没有做任何更改。',
  'agent-trust-not-started':
    'Hookyard 无法启动 {binary} 来在 {agent} 中信任 {hook}（{message}）。请安装 {agent} 或将 {binary} 加入 PATH 后重试。没有做任何更改。',
  'agent-trust-refused': '{agent} 没有信任 {hook}：{message}。没有做任何更改。',
  'agent-trust-changed': '预览之后 {hook} 或 {file} 已被更改。没有做任何更改；请重新查看预览。',
  'hook-already-off': '{file} 中的此 hook 已经关闭。没有做任何更改。',
  'hook-already-on': '{file} 中的此 hook 已经开启。没有做任何更改。',
  'trash-entry-gone':
    '此 hook 已不在回收站中（它已在别处被恢复，或回收站已清空）。没有做任何更改。',
  'adoption-gone': '此 hook 已不再被接管（它已在别处被释放）。没有做任何更改。',
  'settings-duplicate-key':
    '{file} 中 "{key}" 写了两次。Claude Code 只读取最后一个，因此编辑其中任何一个都会改变运行哪些 hook。请先删除其中一个；Hookyard 不会重写此文件。',
  'hooks-not-object': '此文件中的 `"hooks"` 已不再是对象。',
  'event-not-list': '此文件中的 "{event}" 已不再是列表。',
  'json-shape-at-root': '文件在此处不是 JSON 对象或列表；Hookyard 不会改变它的结构。',
  'native-switch-not-editable': 'Hookyard 无法在 {file} 中切换此钩子：{reason}。没有做任何更改。',
  'json-shape-at-path': '"{path}" 在此处不是 JSON 对象或列表；Hookyard 不会改变它的结构。',
  'switch-not-alone':
    '未切换：它的 agent 按名称切换钩子，而 {name} 也是 {file} 中 {other}{more, plural, =0 {} other {及另外 # 个钩子}}的名称，它会一起被切换。请先给此钩子一个自己的 "name"，才能单独切换它。没有做任何更改。',
  'produced-invalid-json': 'Hookyard 为 {file} 生成了无效的 JSON（{message}）；没有写入任何内容。',
  // files on disk
  'file-gone': '{file} 已不存在。',
  'file-is-symlink':
    '{file} 是符号链接。Hookyard 只移动普通的 hook 文件，以便总能准确放回移动过的内容；请关闭链接指向的文件，或自行删除该链接。',
  'not-a-hook-file': '{file} 不是 hook 文件。',
  'switched-off-file-exists':
    '{folder} 中已保存了一个已关闭的 {name}：{file}。请先重命名或删除其中一个；没有做任何更改。',
  'new-file-took-name':
    '此后又新建了一个 {name}：{file}。请先重命名或删除其中一个；没有做任何更改。',
  'move-target-exists': '{file} 已存在；没有移动任何文件。',
  'file-exists': '{file} 已存在；Hookyard 不会覆盖它。',
  'not-a-regular-file': '{file} 不是普通文件；Hookyard 只编辑文件。',
  'file-too-large': '{file} 大于 32 MiB；Hookyard 不编辑它。',
  'file-read-only': '{file} 是只读的。如果希望 Hookyard 修改它，请先使其可写；没有做任何更改。',
  'dangling-symlink': '{file} 是指向不存在文件的符号链接；Hookyard 不会替换该链接。',
  'changed-on-disk':
    '{file} 在 Hookyard 读取之后被修改过（其他程序或 agent 写入了它）。没有做任何更改；请重新查看该文件后再试。',
  'may-not-read': 'Hookyard 无权读取 {file}（权限被拒绝）。没有做任何更改。',
  'may-not-change': 'Hookyard 无权修改 {file}（权限被拒绝）。没有做任何更改。',
  'file-gone-nothing-changed': '{file} 已不存在。没有做任何更改。',
  'path-part-is-file': '路径 {file} 中的某一部分是文件，而不是文件夹。没有做任何更改。',
  'disk-full-read': '磁盘已满：无法读取 {file}。',
  'disk-full-change': '磁盘已满：无法修改 {file}。',
  'disk-full-history': '磁盘已满：Hookyard 无法把这次更改记入更改历史，因此没有做任何更改。',
  'could-not-record': 'Hookyard 无法把这次更改记入更改历史（{message}），因此没有做任何更改。',
  'could-not-read': '无法读取 {file}：{message}',
  'could-not-change': '无法修改 {file}：{message}',
  // scripts
  'script-missing': '脚本 {file} 不存在。',
  'script-is-binary': '{file} 是二进制文件；Hookyard 只编辑文本。',
  'script-changed-since-opened': '{file} 在你打开之后被修改过：请重新加载以查看另一处修改。',
  'inline-command-not-script': '此 hook 运行的是内联命令，而不是脚本文件：请在它的设置文件中编辑。',
  // creating hooks
  'choose-an-agent': '请至少选择一个 agent。',
  'not-a-claude-event': '{event} 不是 Claude Code 的 hook 事件。',
  'template-missing': '{event} 的 {language} 模板缺失（{file}）。',
  'unusable-script-name': '{name} 不能用作脚本名。',
  'handler-invalid': '{message}',
  'not-a-cline-hook-name': '{event} 不是 Cline 的 hook 名称。',
  'cline-cli-never-runs-event': 'Cline CLI 从不运行 {event} hook。',
  'vscode-never-runs-event': 'Cline VS Code 扩展从不运行 {event} hook。',
  'vscode-typescript-hook':
    'Cline VS Code 扩展只运行名称恰好为 {event} 的文件（Windows 上为 {event}.ps1）：TypeScript hook 只在 Cline CLI 中运行。',
  'parent-is-a-file': '{parent} 是文件，因此 Hookyard 无法创建 {folder}。',
  // audit recorder installer
  'recorder-cline-windows': '在 Windows 上记录 Cline 需要 PowerShell hook 文件，目前尚未支持。',
  'recorder-already-installed': '记录器已经安装在这里。',
  'recorder-not-installed': '记录器没有安装在这里。',
  'recorder-event-unknown': '记录器无法在这里挂接事件 {event}；没有安装任何内容。',
  'recorder-path-taken':
    '{file} 已存在，且不是 Hookyard 的记录器；没有安装任何内容。请先重命名或删除它。',
  // per-workspace switch (adopted hooks) and the settings-entry editor
  'not-an-adoption-id': '不是已接管 hook 的 ID。',
  'adoption-record-damaged': '已接管 hook 的记录 {file} 缺失或已损坏。',
  'adopt-user-level-only': '只有用户级 hook 才能按工作区开关；项目 hook 本来就属于它的工作区。',
  'hook-adopted-already': '此 hook 已被接管。',
  'hook-watched-already': '此 hook 已在监视中。',
  'hook-not-watched': '此 hook 未被监视。',
  'watch-not-supported': 'Hookyard 暂时无法监视该代理的 hook。',
  'adopt-not-supported': 'Hookyard 暂时无法按工作区开关该代理的 hook。',
  'shim-needs-node':
    '工作区 shim 需要 Node.js（PATH 中的 `node`），否则 agent 找不到它。没有做任何更改。',
  'adopt-not-command-hook': 'Hookyard 无法接管此 hook：只有 command hook 能通过 shim 运行。',
  'adopt-exec-form': 'Hookyard 无法接管此 hook：它使用 exec 形式（`args`）。',
  'adopt-powershell': 'Hookyard 无法接管此 hook：它在 PowerShell 中运行。',
  'adopt-no-command': 'Hookyard 无法接管此 hook：它没有 command。',
  'adopt-cline-posix-only':
    'Hookyard 只在 macOS 和 Linux 上接管 Cline hook 文件：PowerShell hook 无法调用 Node shim。',
  'command-hook-gone-at': '{event}/{group}/{handler} 处已没有 command hook。',
  'adopted-hook-gone':
    '{file} 中已没有被接管的 {event} hook（之后被关闭或编辑过？）。请先将它打开；没有做任何更改。',
  'adopted-wrapper-changed': '{file} 已不是 Hookyard 写入的接管 hook。没有做任何更改。',
  'adopted-original-missing': '原文件 {file} 缺失。',
  'entry-not-claude-settings': '这里只能打开 Claude Code 设置条目。',
  'entry-not-the-one-shown':
    '{file} 中 {locator} 处的 hook 已不是显示的那个。请重新加载；没有做任何更改。',
  'entry-changed-since-opened': '打开条目后 {file} 已被更改。请重新加载；没有做任何更改。',
  'entry-not-one-object': '条目必须是一个 JSON 对象，不能有注释或末尾逗号。',
  'entry-handler-invalid': '{message}。没有保存任何内容。',
  // approvals (issue #6)
  'approval-agent-unnamed': '请指明 agent：?agent=claude-code 或 cline。',
  'approval-payload-invalid': '该请求不是 {agent} 的 {event} payload（{field}：{message}）。',
  'approval-edit-not-accepted': '{agent} 无法接受修改后的输入。',
  'approval-already-answered': '没有待审批的请求 {id}：它已经被答复了。',
  'approval-no-session': '此请求没有指明会话，无法在会话范围内允许。',
  'approval-no-workspace': '此请求没有指明工作区，无法在工作区范围内允许。',
  'approval-bridge-not-running': '审批桥接服务没有在此进程中运行。',
  'approval-regex-invalid': '{pattern} 不是有效的正则表达式：{message}',
  'approval-rule-not-found': '没有审批规则 {id}。',
  'approval-rule-id-twice': '有两条规则的 ID 都是 {id}。',
  'approvals-already-installed': '该位置已经安装了审批；请先卸载。',
  'approvals-not-installed': '该位置没有安装审批。',
  'approvals-hook-file-changed': '{file} 在 Hookyard 安装后被修改过；如果不再需要，请自行删除。',
  'approvals-manifest-damaged': '{file} 已损坏：{message}',
  'approvals-cline-windows': 'Windows 上的 Cline 审批需要 PowerShell hook 文件，目前尚不支持。',
  'approvals-cline-command-only': 'Cline 只运行 hook 文件：请使用命令模式。',
  'approvals-command-only': '此代理只运行命令 hook：请使用命令模式。',
  // replay and regression suites
  'audit-not-open-here': '审计日志没有在这里打开。',
  'replay-hook-has-no-event': '该 hook 没有可重放的事件。',
  'replay-already-running': '该重放已在运行。',
  'replay-cancelled': '重放已取消。',
  'nothing-to-replay': '这些条目都没有记录 agent 发送的 payload，因此没有可重放的内容。',
  'replay-hook-not-found': '没有 hook {id}：请刷新清单后重试。',
  'suite-workspace-not-added': '{folder} 不是 Hookyard 中的工作区：请先添加它。',
  'entry-has-no-payload': '此条目没有记录 agent 发送的 payload。',
  'case-needs-consent': '保存此用例需要重放它，这需要你的同意：{reasons}',
  'suite-needs-consent': '运行 {suite} 需要你的同意：{reasons}',
  'not-a-suite-name': '{suite} 不是有效的套件名（文件名主干：字母、数字、. _ -）。',
  'folder-not-found': '没有文件夹 {folder}。',
  'draft-handler-not-json': '草稿看起来像处理程序，但不是有效的 JSON：{message}',
  'draft-handler-no-type': '处理程序草稿需要 "type"（例如 "command"）。',
  'suite-not-json': '{file} 不是有效的 JSON：{message}',
  'suite-malformed': '{file} 不是 Hookyard 套件：{message}',
  'suite-malformed-at': '{file} 在 {path} 处不是 Hookyard 套件：{message}',
  'suite-file-not-found': '没有套件文件 {file}。',
  'guard-fix-not-offered':
    '对于已安装的智能体版本（{version}；{state}），此 {event} 钩子不提供“失败时阻止”。没有做任何更改。',
  'crash-run-not-a-guard':
    '只有能够阻止的钩子才能按崩溃运行；此 {event} 钩子不能阻止。没有运行任何内容。',
};
