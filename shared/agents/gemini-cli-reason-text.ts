/**
 * The words for Gemini CLI hook statuses, in English and Simplified Chinese, keyed by reason
 * code (see codex-reason-text.ts for how they travel).
 */
export const GEMINI_REASON_TEXT_EN = {
  'gemini-active': 'Runs on {event}.',
  'gemini-disabled-by-name': 'Switched off in Gemini: hooksConfig.disabled in {file} lists {name}.',
  'gemini-all-hooks-off': 'No Gemini hook runs: hooksConfig.enabled is false in {file}.',
  'gemini-unknown-event': 'Gemini skips it: {event} is not a Gemini CLI hook event.',
  'gemini-not-a-command': 'Gemini discards it: a hook must have type "command" and a command.',
  'gemini-invalid-matcher':
    'The matcher {matcher} is not a valid regular expression: Gemini never runs this hook, silently.',
  'gemini-system-file-skipped':
    'Gemini skips {file}: a folder above it is writable by group or others.',
  'gemini-settings-unreadable': 'Gemini cannot read {file}: {message}',
  'gemini-extension-not-loaded': 'Gemini skips the extension in {folder}: {problem}.',
  'gemini-extension-disabled':
    'The Gemini extension {name} is switched off here ({file}), so its hooks do not run.',
  'gemini-hooks-skipped':
    'Gemini skips part of the hooks in {file}, not shaped as it expects (a list of groups, each with a hooks list): {parts}. It runs the other hooks.',
} as const;

export const GEMINI_REASON_TEXT_ZH_CN: Record<keyof typeof GEMINI_REASON_TEXT_EN, string> = {
  'gemini-active': '在 {event} 时运行。',
  'gemini-disabled-by-name': '已在 Gemini 中关闭：{file} 的 hooksConfig.disabled 列出了 {name}。',
  'gemini-all-hooks-off': '没有 Gemini 钩子会运行：{file} 中 hooksConfig.enabled 为 false。',
  'gemini-unknown-event': 'Gemini 会跳过它：{event} 不是 Gemini CLI 的钩子事件。',
  'gemini-not-a-command': 'Gemini 会丢弃它：钩子必须是 "command" 类型并带有命令。',
  'gemini-invalid-matcher':
    '匹配器 {matcher} 不是有效的正则表达式：Gemini 会静默地永不运行此钩子。',
  'gemini-system-file-skipped': 'Gemini 跳过了 {file}：其上层某个文件夹可被组或其他用户写入。',
  'gemini-settings-unreadable': 'Gemini 无法读取 {file}：{message}',
  'gemini-extension-not-loaded': 'Gemini 跳过了 {folder} 中的扩展：{problem}。',
  'gemini-extension-disabled': 'Gemini 扩展 {name} 在此处已关闭（{file}），因此它的钩子不会运行。',
  'gemini-hooks-skipped':
    'Gemini 会跳过 {file} 中形状不符合预期（组的列表，每组带 hooks 列表）的部分钩子：{parts}。其余钩子照常运行。',
};

export const GEMINI_NOTE_TEXT_EN = {
  'gemini-project-needs-folder-trust':
    'Project hooks run only in a folder trusted in Gemini (or with GEMINI_CLI_TRUST_WORKSPACE=true); headless, an untrusted folder runs nothing at all.',
  'gemini-new-project-hook':
    'Not yet in ~/.gemini/trusted_hooks.json: Gemini warns once, runs it and remembers it (headless).',
  'gemini-sequential':
    'A group of {event} is sequential: every {event} hook runs one after another, in config order.',
  'gemini-parallel': 'All matching {event} hooks run at once; any deny wins.',
  'gemini-shared-name':
    'Gemini knows another hook here as {name} too, and hooksConfig.disabled switches every hook it knows by that name, so this one is not switched alone. A hook you wrote switches alone once it has a "name" of its own.',
} as const;

export const GEMINI_NOTE_TEXT_ZH_CN: Record<keyof typeof GEMINI_NOTE_TEXT_EN, string> = {
  'gemini-project-needs-folder-trust':
    '项目钩子只在 Gemini 信任的文件夹中运行（或设置 GEMINI_CLI_TRUST_WORKSPACE=true）；无界面模式下，不受信任的文件夹什么都不会运行。',
  'gemini-new-project-hook':
    '尚未记录在 ~/.gemini/trusted_hooks.json 中：Gemini 会警告一次、运行并记住它（无界面模式）。',
  'gemini-sequential': '{event} 的某个组设为 sequential：所有 {event} 钩子按配置顺序依次运行。',
  'gemini-parallel': '所有匹配的 {event} 钩子同时运行；任何一个拒绝即生效。',
  'gemini-shared-name':
    'Gemini 也把这里的另一个钩子识别为 {name}，而 hooksConfig.disabled 会切换以该名称识别的所有钩子，因此不会单独切换这个钩子。你自己写的钩子有了自己的 "name" 后即可单独切换。',
};
