/**
 * The words for Codex CLI hook statuses, in English and Simplified Chinese, keyed by reason
 * code: the services produce `{code, params}`, the shared reason table and the renderer's
 * zh-CN catalogue take these in. Agent terms (events, files, keys) stay params.
 */
export const CODEX_REASON_TEXT_EN = {
  'codex-trusted': 'Runs on {event}: Codex trusts it.',
  'codex-trust-recorded':
    'Runs on {event} while the hash Codex recorded when you trusted it still matches; Hookyard asks Codex to check.',
  'codex-untrusted': 'Codex will skip this hook until you trust it in Codex.',
  'codex-modified':
    'Changed since it was trusted: Codex will skip this hook until you trust it in Codex again.',
  'codex-managed': 'Managed ({source}): runs on {event} without asking for trust.',
  'codex-switched-off':
    'Switched off in Codex ([hooks.state] enabled = false): the other hooks still run.',
  'codex-hooks-feature-off': 'No Codex hook runs: [features] hooks = false in {file}.',
  'codex-project-untrusted':
    'Codex loads {folder} only for a trusted project: trust the project in Codex first.',
  'codex-handler-type-not-run': 'Codex 0.169 runs command hooks only; a {type} handler never runs.',
  'codex-dropped': 'Codex drops this hook: {problem}.',
  'codex-config-unreadable': 'Codex cannot read {file}: {message}',
  'codex-config-broken': 'Codex does not start while it cannot read {file}, so no Codex hook runs.',
  'codex-config-stops-codex':
    'Codex does not start while it cannot read {file}: {message}. No Codex hook runs.',
} as const;

export const CODEX_REASON_TEXT_ZH_CN: Record<keyof typeof CODEX_REASON_TEXT_EN, string> = {
  'codex-trusted': '在 {event} 时运行：Codex 已信任此钩子。',
  'codex-trust-recorded':
    '在 {event} 时运行，前提是您信任时 Codex 记录的哈希仍然匹配；Hookyard 会请 Codex 核对。',
  'codex-untrusted': '在您于 Codex 中信任此钩子之前，Codex 会跳过它。',
  'codex-modified': '信任后已被修改：在您于 Codex 中再次信任之前，Codex 会跳过此钩子。',
  'codex-managed': '受管理（{source}）：在 {event} 时运行，无需信任。',
  'codex-switched-off': '已在 Codex 中关闭（[hooks.state] enabled = false）：其他钩子照常运行。',
  'codex-hooks-feature-off': '没有 Codex 钩子会运行：{file} 中设置了 [features] hooks = false。',
  'codex-project-untrusted':
    '只有受信任的项目，Codex 才会加载 {folder}：请先在 Codex 中信任该项目。',
  'codex-handler-type-not-run': 'Codex 0.169 只运行命令钩子；{type} 类型的处理程序永远不会运行。',
  'codex-dropped': 'Codex 丢弃了此钩子：{problem}。',
  'codex-config-unreadable': 'Codex 无法读取 {file}：{message}',
  'codex-config-broken': 'Codex 无法读取 {file} 时不会启动，因此没有任何 Codex 钩子会运行。',
  'codex-config-stops-codex':
    'Codex 无法读取 {file} 时不会启动：{message}。没有任何 Codex 钩子会运行。',
};

/** Notes shown under a Codex hook. */
export const CODEX_NOTE_TEXT_EN = {
  'codex-both-forms':
    'This layer has hooks in both hooks.json and config.toml: Codex loads both and warns once.',
  'codex-stop-loop':
    'A Stop hook that blocks every time makes Codex continue the turn for ever: let it pass when stop_hook_active is true.',
  'codex-runs-concurrently': 'All matching hooks of an event start at once; any block wins.',
} as const;

export const CODEX_NOTE_TEXT_ZH_CN: Record<keyof typeof CODEX_NOTE_TEXT_EN, string> = {
  'codex-both-forms':
    '此层同时在 hooks.json 和 config.toml 中定义了钩子：Codex 会加载两者并发出一次警告。',
  'codex-stop-loop':
    '每次都阻止的 Stop 钩子会让 Codex 无休止地继续本轮：当 stop_hook_active 为 true 时请放行。',
  'codex-runs-concurrently': '同一事件的所有匹配钩子同时启动；任何一个阻止即生效。',
};
