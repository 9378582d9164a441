import type { RunTextCode } from '../run-text';

/**
 * Simplified Chinese for what Hookyard says about one hook run: notes, output the agent cannot
 * read, and fixes for a hook that could not start (English in shared/i18n/run-text.ts). Params
 * arrive verbatim: agent terms and paths in code style, a parser's or the agent's words as sent.
 */
export const RUN_TEXT_ZH_CN: Record<RunTextCode, string> = {
  // notes: Claude Code
  'claude-async-not-awaited': '`async` hook：Claude Code 不会等待它完成',
  'claude-needs-model': '{type} hook 由 agent 的模型判断；Hookyard 无法运行它',
  'claude-needs-mcp': '调用服务器 {server} 上的 MCP 工具 {tool}，只有 agent 能访问该服务器',
  'claude-session-end-budget':
    'SessionEnd hook 共用 1.5 秒的时间预算，除非它们自己的 timeout 将其调高（最多 60 秒）',
  'claude-ran-in-background': '在后台运行：事件不会等待它的回答，它的回答也不会改变事件',
  'claude-exit-2-does-not-block': '退出码 2 不会阻止 {event}：stderr 仅作显示',
  // notes: Cline CLI
  'cline-cli-run-with-bash':
    '没有给出推断的命令：用 bash 运行，与 Cline 对没有 shebang 或已知扩展名的文件的处理一致',
  'cline-cli-detached':
    'Cline CLI 以分离方式运行 {event} hook，没有超时限制，并丢弃其输出；Hookyard 将本次运行限制在 {max} 毫秒内',
  'cline-cli-timed-out-output-discarded':
    'Cline CLI 会丢弃超时 hook 的输出（"hook command timed out"）',
  'cline-cli-spawn-failure-skipped': 'Cline CLI 会记录 "hook command failed" 并跳过此 hook',
  'cline-cli-exit-code-ignored': 'Cline CLI 会忽略退出码 {exitCode}',
  'cline-cli-not-an-object': '不是对象的有效 JSON 会被忽略',
  'cline-cli-ignored-keys': '被忽略的键（未知或类型不对）：{keys}',
  // notes: Cline VS Code extension
  'vscode-failed-continues': '失败：{failure}；扩展会忽略其输出并继续',
  'vscode-json-discarded': '它的 JSON 输出会被丢弃',
  'vscode-output-over-1mb':
    '扩展在输出超过 1 MB 后停止流式显示（"[Output truncated: exceeded 1MB limit]"），但仍会解析完整的 stdout',
  // output the agent cannot read
  'stdout-capped':
    'stdout 有 {total} 字节，超过了输出上限：Hookyard 只读取了开头和结尾，无法判断 agent 会如何处理它',
  'claude-not-json': "stdout 以 `'{'` 开头，但不是有效的 JSON：{message}",
  'claude-schema-mismatch': 'JSON 输出不符合 Claude Code 的 schema（{message}）',
  'claude-wrong-event-name':
    '`hookSpecificOutput.hookEventName` 为 {named}，但此 hook 是为 {event} 运行的：输出被拒绝',
  'cline-cli-invalid-json': '无效的 JSON 控制输出（{message}）；Cline 会忽略此 hook 的输出',
  'vscode-not-an-object': '输出不是 JSON 对象',
  'vscode-should-continue-removed': '`shouldContinue` 字段已被移除：请改用 `cancel: true`',
  'vscode-wrong-type': '{key} 必须是 {type}',
  'vscode-no-json': 'stdout 中找不到 JSON 对象',
  'vscode-last-block-invalid': "最后一个 `'{…}'` 块不是有效的 JSON（{message}）",
  // fixes for a hook that could not start
  'start-cwd-missing': '工作目录 {cwd} 不存在。',
  'start-interpreter-missing': '{program} 的第一行指定了解释器 {interpreter}，但它没有安装。',
  'start-not-startable': '{program} 存在，但无法启动。',
  'start-not-found': '找不到 {program}。',
  'start-not-on-path': '在 PATH 中找不到 {program}。',
  'start-not-executable': '{program} 不可执行（权限被拒绝）。',
  'start-wrong-format': '{program} 不是本系统能运行的程序（没有 `#!` 行或格式不对）。',
  'start-failed': '{program} 无法启动：{message}',
  'start-setup-failed': '无法准备这次运行：{message}',
  'http-not-a-url': '{url} 不是 http(s) URL。',
  'http-unreadable-response': '无法读取 {url} 的响应：{message}',
  'http-no-answer': '{url} 在 {ms} 毫秒内没有响应。',
  'http-cancelled': '请求已取消。',
  'http-failed': 'POST {url} 失败：{message}',
  'fix-cwd-missing': '请选择一个存在的工作区文件夹，或在 Hookyard 中重新添加该工作区。',
  'fix-install-interpreter':
    '请安装 {interpreter}，或把第一行（`#!`）改成你已安装的解释器，例如 `#!/usr/bin/env bash`。',
  'fix-not-a-script': '请确认该文件是带有 `#!` 行的脚本，或是适用于本系统的程序。',
  'fix-check-path': '请检查路径 {program}。',
  'fix-install-program':
    '请安装 {program}，或把它所在的文件夹加入 PATH（hook 的 PATH 来自 Hookyard 的环境）。',
  'fix-make-executable':
    '请运行 `chmod +x {program}`，或通过解释器运行它，例如 `["bash", "{program}"]`。',
  'fix-add-shebang': '请添加第一行，例如 `#!/usr/bin/env bash`。',
  'fix-check-command': '请检查命令、它的权限以及工作目录。',
  'fix-temp-folder': '请确认临时文件夹可写且有剩余空间。',
  // fixes for an HTTP hook whose request failed
  'fix-full-url': '请写出完整的 URL，例如 `http://127.0.0.1:8080/hook`。',
  'fix-response-encoding': '请检查服务器：它发送的响应体与其 content-encoding 标头不符。',
  'fix-answer-sooner': '请让接收方更快响应，或调高此 hook 的超时时间。',
  'fix-start-receiver': '请启动 hook 接收方，或检查 URL 中的主机和端口。',
  'fix-check-url': '请检查 URL，并确认本机能访问到接收方。',
};
