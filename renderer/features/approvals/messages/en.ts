/**
 * English UI text of the approvals inbox and its rules. Spread into the English catalogue; same
 * conventions (`{param}`, plurals, backticks for agent terms).
 */
export const APPROVALS_MESSAGES_EN = {
  'screen.approvals': 'Approvals',
  'command.openApprovals': 'Open approvals',

  'shortcuts.group.approvals': 'Approvals',
  'shortcuts.approvalApprove': 'Approve the focused request',
  'shortcuts.approvalDeny': 'Deny the focused request, with a reason',
  'shortcuts.approvalEdit': 'Edit the focused request’s input, then approve',
  'shortcuts.approvalTick': 'Tick or untick the focused request',
  'shortcuts.approvalApproveTicked': 'Approve the ticked requests',

  'approvals.kicker': 'Every session of every agent',
  'approvals.title': 'Approvals',
  'approvals.intro':
    'Tool uses your agents asked Hookyard about. Answer before the countdown ends, or the rule’s default applies.',
  'approvals.tabs': 'Approvals views',
  'approvals.tab.pending': 'Waiting',
  'approvals.tab.rules': 'Rules',
  'approvals.loading': 'Loading the requests…',
  'approvals.loadFailed': 'Could not load the waiting requests',
  'approvals.empty.title': 'Nothing is waiting for you',
  'approvals.empty.body':
    'When an agent asks to use a tool that a rule sends to you, it appears here at once.',
  'approvals.list': 'Waiting requests, the nearest deadline first',
  'approvals.waiting': '{count, plural, one {# request waiting} other {# requests waiting}}',
  'approvals.keys':
    'Keys: ↑ ↓ move, `A` approve, `D` deny, `E` edit then approve, `X` tick, `Shift+A` approve the ticked ones.',

  'approvals.checkAll': 'Tick all',
  'approvals.checked': '{count, plural, one {# ticked} other {# ticked}}',
  'approvals.approveChecked': 'Approve ticked',
  'approvals.denyChecked': 'Deny ticked…',
  'approvals.check': 'Tick the request for {tool}',

  'approvals.field.workspace': 'Workspace',
  'approvals.field.session': 'Session',
  'approvals.field.event': 'Event',
  'approvals.noWorkspace': 'No workspace named',
  'approvals.noSession': 'No session id',
  'approvals.request': '{tool} from {agent}',
  'approvals.request.selfRun': '{tool} from a Hookyard test run',
  'approvals.selfRun.badge': 'Test run',
  'approvals.selfRun.note':
    'Hookyard ran the {agent} approval hook itself (the bench, hookyard run, a replay or a suite with Hookyard’s own hooks included). No agent is waiting: your answer goes back to that run and is not recorded as an agent’s decision.',

  'approvals.preview.command': 'Command',
  'approvals.preview.diff': 'Edit of {file}',
  'approvals.preview.json': 'Tool input',

  'approvals.countdown': '{time} left',
  'approvals.countdown.over': 'Time is up',
  'approvals.default.open': 'Then: allowed (fail open)',
  'approvals.default.closed': 'Then: denied (fail closed)',

  'approvals.approve': 'Approve',
  'approvals.deny': 'Deny…',
  'approvals.edit': 'Edit then approve…',
  'approvals.alwaysAllow': 'Always allow…',
  'approvals.deciding': 'Sending…',
  'approvals.editUnavailable': '{agent} cannot take an edited input: approve or deny it as asked.',

  'approvals.denyDialog.title':
    '{count, plural, one {Deny this request?} other {Deny # requests?}}',
  'approvals.denyDialog.description':
    'The agent does not run the tool. Claude Code passes your reason to the model, so it can change course.',
  'approvals.denyDialog.endsRun':
    'In the Cline CLI a denial ends the whole run, and the model does not see the reason.',
  'approvals.denyDialog.reason': 'Reason for the agent (optional)',
  'approvals.denyDialog.placeholder': 'Run the tests first, then ask again.',
  'approvals.denyDialog.tooLong': 'Keep the reason under {max} characters.',
  'approvals.denyDialog.keys': '`Enter` denies; `Shift+Enter` starts a new line.',
  'approvals.denyDialog.submit': 'Deny',

  'approvals.editDialog.title': 'Edit the input of {tool}, then approve',
  'approvals.editDialog.description':
    'The agent runs the tool with this input instead of its own. It must stay a JSON object.',
  'approvals.editDialog.input': 'Tool input (JSON)',
  'approvals.editDialog.reset': 'Undo my edits',
  'approvals.editDialog.submit': 'Approve with this input',

  'approvals.alwaysDialog.title': 'Always allow {tool}?',
  'approvals.alwaysDialog.description':
    'Hookyard adds an allow rule for this tool (for a command, this exact command), approves this request, and answers the next matching ones itself. You can revoke the rule under Rules.',
  'approvals.alwaysDialog.scope': 'Where the rule applies',
  'approvals.alwaysDialog.session': 'This session only',
  'approvals.alwaysDialog.workspace': 'Everywhere in {workspace}',
  'approvals.alwaysDialog.everywhere': 'Everywhere, for every agent session',
  'approvals.alwaysDialog.noSession': 'The agent sent no session id.',
  'approvals.alwaysDialog.noWorkspace': 'The agent named no workspace.',
  'approvals.alwaysDialog.submit': 'Allow and add the rule',

  'approvals.notice.approved':
    '{count, plural, one {Approved # request.} other {Approved # requests.}}',
  'approvals.notice.denied': '{count, plural, one {Denied # request.} other {Denied # requests.}}',
  'approvals.notice.already':
    '{count, plural, one {# was already answered elsewhere or timed out.} other {# were already answered elsewhere or timed out.}}',
  'approvals.notice.alwaysAllowed': 'Approved, and added an allow rule ({scope}).',
  'approvals.notice.failed': 'Could not send your answer',
  'approvals.notice.dismiss': 'Dismiss',
  'approvals.scope.session': 'this session',
  'approvals.scope.workspace': 'this workspace',
  'approvals.scope.everywhere': 'everywhere',

  'rules.intro':
    'Rules are tried from the top, and the first that matches decides: allow, deny, or ask you here.',
  'rules.loading': 'Loading the rules…',
  'rules.loadFailed': 'Could not load the rules',
  'rules.saveFailed': 'Could not save the rules; the list shows them as they are saved',
  'rules.empty': 'No rules yet. Add one, or use “Always allow…” on a request.',
  'rules.add': 'Add rule',
  'rules.list': 'Approval rules, in the order they are tried',
  'rules.anything': 'Any tool use',
  'rules.match.agent': 'agent {value}',
  'rules.match.event': 'event {value}',
  'rules.match.tool': 'tool {value}',
  'rules.match.command': 'command {value}',
  'rules.match.path': 'path {value}',
  'rules.patternKind.glob': 'glob',
  'rules.patternKind.regex': 'regular expression',
  'rules.origin.alwaysAllow': 'from “Always allow”',
  'rules.scope.global': 'Everywhere',
  'rules.scope.workspace': 'Workspace {root}',
  'rules.scope.session': 'Session {session}',
  'rules.decision.allow': 'Allow',
  'rules.decision.deny': 'Deny',
  'rules.decision.ask': 'Ask me',
  'rules.failMode.open': 'Allow (fail open)',
  'rules.failMode.closed': 'Deny (fail closed)',
  'rules.moveUp': 'Move {rule} up',
  'rules.moveDown': 'Move {rule} down',
  'rules.edit': 'Edit {rule}',
  'rules.revoke': 'Revoke {rule}',
  'rules.ruleName': 'Rule {position}',

  'ruleDialog.addTitle': 'Add an approval rule',
  'ruleDialog.editTitle': 'Edit the approval rule',
  'ruleDialog.description':
    'Leave a field empty to match anything. Every filled field must match for the rule to apply.',
  'ruleDialog.label': 'Name (optional)',
  'ruleDialog.scope': 'Where',
  'ruleDialog.scopeGlobal': 'Everywhere',
  'ruleDialog.scopeWorkspace': 'One workspace',
  'ruleDialog.scopeSession': 'The session it was made for',
  'ruleDialog.root': 'Workspace folder',
  'ruleDialog.agent': 'Agent',
  'ruleDialog.anyAgent': 'Any agent',
  'ruleDialog.event': 'Event',
  'ruleDialog.anyEvent': 'Any event',
  'ruleDialog.tool': 'Tool name (glob)',
  'ruleDialog.command': 'Command',
  'ruleDialog.path': 'File path',
  'ruleDialog.patternKind': 'Command and path are',
  'ruleDialog.decision': 'Decision',
  'ruleDialog.failMode': 'When Hookyard times out or cannot be reached',
  'ruleDialog.error.root': 'Enter the full path of the workspace folder.',
  'ruleDialog.error.regex': 'Not a valid regular expression: {message}',
  'ruleDialog.submit': 'Save rule',

  'approvals.tab.setup': 'Connect agents',
  'setup.intro':
    'Hookyard answers an agent’s tool uses once its approval hook is installed. Installing changes the agent’s settings through Hookyard’s edit history, so it can be undone.',
  'setup.loading': 'Checking the approvals bridge…',
  'setup.loadFailed': 'Could not read the approvals setup',
  'setup.failed': 'Could not change the approval hooks',
  'setup.listening': 'Listening for agents at `{url}`.',
  'setup.listeningSocket': 'Local socket: `{socket}`.',
  'setup.notListening':
    'The approvals bridge is not running in this process, so agents cannot reach Hookyard from here.',
  'setup.installed': 'Installed',
  'setup.noInstalls': 'No agent asks Hookyard yet.',
  'setup.installs': 'Installed approval hooks',
  'setup.install': 'Install',
  'setup.uninstall': 'Uninstall',
  'setup.uninstallFrom': 'Uninstall the {agent} approval hook from {where}',
  'setup.agent': 'Agent',
  'setup.agent.claude-code': 'Claude Code',
  'setup.agent.cline': 'Cline (CLI and VS Code)',
  'setup.agent.codex': 'Codex CLI',
  'setup.agent.gemini-cli': 'Gemini CLI',
  'setup.where': 'Where',
  'setup.userLevel': 'User level (every project)',
  'setup.mode': 'How Claude Code calls Hookyard',
  'setup.mode.http': 'HTTP hook (no process per call)',
  'setup.mode.command': 'Approver command',
  'setup.failMode': 'When Hookyard cannot be reached or does not answer in time',
  'setup.fail.closed': 'Deny the tool use (fail closed)',
  'setup.fail.open': 'Let the agent decide (fail open)',
  'setup.fail.openMeans':
    'While Hookyard is not running, {agent} works as if this hook were not there: its own permission settings decide, and nothing is blocked. Recommended.',
  'setup.fail.closedMeansUser':
    'While Hookyard is not running, {agent} denies every tool use in every project, until you start Hookyard again. Choose this only if Hookyard always runs when you use {agent}.',
  'setup.fail.closedMeansWorkspace':
    'While Hookyard is not running, {agent} denies every tool use in {workspace}, until you start Hookyard again.',
  'setup.claudeExplain':
    'Adds `PreToolUse` and `PermissionRequest` hooks to `{file}`. Without a matching rule, Claude Code’s own permissions decide, and ask you here when they would ask in the terminal.',
  'setup.clineExplain':
    'Adds a `PreToolUse` hook file to `{folder}`, read by the Cline CLI and the VS Code extension. Every tool use no rule decides waits for you here; a denial in the Cline CLI ends the whole run.',
  'setup.codexExplain':
    'Adds a `PreToolUse` hook to `{file}`. Every tool use no rule decides waits for you here. If the approver cannot start or runs out of time, Codex runs the tool (Codex fails open).',
  'setup.geminiExplain':
    'Adds a `BeforeTool` hook named `hookyard-approver` to `{file}`. Every tool use no rule decides waits for you here. If the approver runs out of time, Gemini runs the tool; if it cannot start at all, Gemini blocks the tool.',
  'setup.codexNote':
    'Codex skips a new or changed hook silently until you trust it in Codex (its `/hooks` review): after installing, trust Hookyard’s hooks there, or nothing is recorded or asked. A workspace file is read only when Codex trusts that project.',
  'setup.geminiNote':
    'A hook in a project’s `.gemini/settings.json` runs only in a folder Gemini trusts; headless Gemini warns once about a new project hook and runs it.',
  'setup.installDetail': '{mode} · {failMode}',
} as const;
