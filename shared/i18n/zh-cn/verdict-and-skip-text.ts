import type { SkipCode } from '../skip-text';
import type { VerdictPhraseCode } from '../verdict-text';

/**
 * Simplified Chinese for the runner's verdict phrases and skip reasons (English tables in
 * shared/i18n). Params arrive verbatim: agent terms in code style, a hook's own words as sent.
 */
export const VERDICT_TEXT_ZH_CN: Record<VerdictPhraseCode, string> = {
  'tool-blocked': '工具调用被阻止；模型收到的说明：{reason}',
  'tool-blocked-no-reason': '工具调用被阻止；模型收到的说明：hook 拒绝了此调用',
  'permission-denied': '不弹出对话框直接拒绝权限；模型收到的说明：{reason}',
  'permission-denied-no-reason': '不弹出对话框直接拒绝权限；模型收到的说明：已拒绝',
  'prompt-blocked': '提示词被阻止并清除；用户看到：{reason}',
  'prompt-blocked-no-reason': '提示词被阻止并清除',
  'post-tool-blocked': '工具已经运行；模型收到的说明：{reason}',
  'post-tool-blocked-no-reason': '工具已经运行；模型会被告知此操作已被阻止',
  'stop-blocked': '停止被阻止：模型继续工作，并收到说明：{reason}',
  'stop-blocked-no-reason': '停止被阻止：模型继续工作',
  'compaction-blocked': '压缩被阻止：{reason}',
  'compaction-blocked-no-reason': '压缩被阻止',
  'config-change-blocked': '设置更改被阻止：{reason}',
  'config-change-blocked-no-reason': '设置更改被阻止',
  'worktree-creation-fails': 'worktree 创建失败：{reason}',
  'worktree-creation-fails-no-reason': 'worktree 创建失败',
  'event-blocked': '{event} 被阻止：{reason}',
  'event-blocked-no-reason': '{event} 被阻止',
  'tool-deferred':
    '工具调用被推迟：此调用现在不运行；运行以 `tool_deferred` 结束，以便宿主程序稍后恢复',
  'user-asked': '请用户确认此调用（{reason}）；在 `claude -p` 下会被拒绝',
  'user-asked-no-reason': '请用户确认此调用；在 `claude -p` 下会被拒绝',
  'allowed-input-rewritten': '工具调用被允许；输入被改写为 {input}',
  'input-rewritten': '输入被改写为 {input}',
  'permission-granted': '不弹出对话框直接授予权限',
  'allowed-without-prompt': '不经权限提示直接允许',
  'output-replaced': '模型看到的是被替换的工具输出：{output}',
  'context-injected': '注入了上下文：{context}',
  'worktree-created': 'worktree 创建在 {path}',
  'tool-runs-then-run-stops': '工具仍会运行，随后运行停止：{reason}',
  'tool-runs-then-run-stops-no-reason': '工具仍会运行，随后运行停止',
  'run-stops': '运行停止：{reason}',
  'run-stops-no-reason': '运行停止',
  'user-sees': '用户看到：{message}',
  'hooks-failed-without-blocking': '{count} 个 hook 失败，但没有阻止操作',
  'hooks-over-output-cap':
    '{count} 个 hook 的输出超过了输出上限：无法判断 agent 会如何处理这些输出',
  'hooks-need-agent': '{count} 个 hook 需要 agent 的模型或 MCP 服务器，未运行',
  'stop-failure-ignored': '`StopFailure` 的输出会被忽略：此 hook 只触发、不等待结果',
  'cannot-predict': 'Hookyard 无法预测结果：这些 hook 由 agent 判断',
  'nothing-changes': '没有任何变化',
  'no-hook-runs': '{event} 没有要运行的 hook：没有任何变化',
  'cline-output-discarded': '{event} hook 以分离方式运行：Cline CLI 丢弃其输出，因此没有任何变化',
  'cline-review-ignored': '`review: true` 会被解析但被忽略（不会出现审批提示）',
  'cline-tool-not-run-run-stops':
    '工具不会运行，运行停止（原因作为运行的错误保留，不会告诉模型：{reason}）',
  'cline-tool-not-run-run-stops-no-reason': '工具不会运行，运行停止',
  'cline-tool-ran-run-stops':
    '工具已经运行；运行停止（原因作为运行的错误保留，不会告诉模型：{reason}）',
  'cline-tool-ran-run-stops-no-reason': '工具已经运行；运行停止',
  'cline-context-after-results': '在工具结果之后注入了上下文：{context}',
  'vscode-event-failed': 'hook 事件失败（{failure}）：agent 会像没有运行任何 hook 一样继续',
  'vscode-other-answers-lost': '其他 hook 的回答（包括取消）都会丢失',
  'vscode-output-ignored': '扩展会忽略 {event} 的输出：没有任何变化',
  'vscode-tool-not-run-task-stops': '工具不会运行，任务停止：{reason}',
  'vscode-tool-not-run-task-stops-no-reason': '工具不会运行，任务停止',
  'vscode-tool-ran-task-stops': '工具已经运行；任务停止：{reason}',
  'vscode-tool-ran-task-stops-no-reason': '工具已经运行；任务停止',
  'vscode-task-stops': '任务停止：{reason}',
  'vscode-task-stops-no-reason': '任务停止',
  'vscode-context-ignored': '{event} 会忽略 `contextModification`',
};

export const SKIP_TEXT_ZH_CN: Record<SkipCode, string> = {
  'other-event': '定义在 {defined} 上，而不是 {event}',
  'http-skipped-for-event': '{event} 会静默跳过 HTTP hook',
  'matcher-does-not-select': 'matcher {matcher} 不会选中这次 {event}',
  'matcher-does-not-select-value': 'matcher {matcher} 不会选中这次 {event} 的 {value}（{field}）',
  'matcher-wrong-case':
    'matcher {matcher} 不会选中 {value}（{field}）：matcher 区分大小写，是不是想写 {value}？',
  'if-on-non-tool-event': '带有 `"if"` 条件的 hook 在 {event} 上会被跳过，因为它不是工具事件',
  'condition-does-not-hold': '条件 `if:` {condition} 不成立',
  duplicate: '与 {label} 完全相同：Claude Code 对每个事件只运行一次相同的命令',
  'not-a-cline-cli-hook': '{event} 不是 Cline CLI 的 hook 名称',
  'cline-cli-not-wired': '{event} 在 Cline CLI 中没有接入任何流程：它永远不会运行',
  'not-a-cline-hook': '{event} 不是 Cline 的 hook 名称',
  'vscode-does-not-run-event': 'Cline VS Code 扩展不运行 {event} hook',
  'vscode-not-wired': 'Cline VS Code 扩展（4.x）已不再接入 {event}：它永远不会运行',
};
