import { flattenCatalogue, SERVICE_MESSAGES_EN } from '../../shared/i18n/service-messages';
import { APPROVALS_MESSAGES_EN } from '../features/approvals/messages/en';
import { BENCH_MESSAGES_EN } from '../features/bench/messages/en';
import { HISTORY_MESSAGES_EN } from '../features/history/messages/en';
import { EVIDENCE_MESSAGES_EN } from '../features/inventory/messages/en';
import { MANAGE_MESSAGES_EN } from '../features/manage/messages/en';
import { REPLAY_MESSAGES_EN } from '../features/replay/messages/en';
import { TELEMETRY_MESSAGES_EN } from '../features/telemetry/messages/en';

/**
 * English UI text. Placeholders are `{name}`; `{n, plural, one {…} other {…}}` picks a form by
 * number (`#` is the formatted number); text in backticks is shown in code style.
 */
export const UI_MESSAGES_EN = {
  'app.name': 'Hookyard',
  'app.version': 'v{version}',
  'app.versionBrowser': 'v{version} · browser',

  'action.cancel': 'Cancel',
  'action.close': 'Close',
  'action.retry': 'Try again',

  'text.clauseSeparator': '; ',

  'sidebar.label': 'Scopes and workspaces',
  'sidebar.scopes': 'Scopes',
  'sidebar.workspaces': 'Workspaces',

  'scope.userLevel': 'User level',
  'scope.userLevelHint': 'Hooks in your home folder',
  'scope.userKicker': 'Every project',
  'scope.userLevelDescription':
    'Hooks from your own settings and hooks folders. They run in every project.',
  'scope.workspace': 'Workspace',

  'workspace.trusted': 'Trusted',
  'workspace.untrusted': 'Not trusted',
  'workspace.trustHint':
    'Hookyard runs a project hook only after you have reviewed and trusted it. On: review the hooks; off: forget what was trusted.',
  'workspace.trustFailed': 'Could not change the trust setting',
  'workspace.moreRoots': '+{count} more',
  'workspace.folderMissing':
    '{count, plural, one {A folder of this workspace no longer exists} other {# folders of this workspace no longer exist}}',

  'workspaces.add': 'Add workspace',
  'workspaces.none': 'No workspaces yet. Add a project folder to see its hooks.',
  'workspaces.loadFailed': 'Could not load your workspaces',

  'addWorkspace.title': 'Add a workspace',
  'addWorkspace.description':
    'Type or paste the full path of a project folder. Hookyard only reads it; nothing in it is changed.',
  'addWorkspace.pathLabel': 'Folder path',
  'addWorkspace.pathsLabel': 'Folder paths (the first is the primary root)',
  'addWorkspace.rootLabel': 'Folder path {number}',
  'addWorkspace.addRoot': 'Add another folder',
  'addWorkspace.removeRoot': 'Remove folder {number}',
  'addWorkspace.rootsHint':
    'A multi-root workspace (as in VS Code or Cline) lists each of its folders; the agents read the hooks of every one.',
  'addWorkspace.pathPlaceholder': '/home/you/projects/my-app',
  'addWorkspace.nameLabel': 'Name (optional)',
  'addWorkspace.namePlaceholder': 'The folder name is used if you leave this empty',
  'addWorkspace.submit': 'Add workspace',
  'addWorkspace.adding': 'Adding…',
  'addWorkspace.errorEmpty': 'Enter the path of a folder.',
  'addWorkspace.errorRelative':
    'Enter a full path that starts at the root, such as /home/you/project or C:\\Users\\you\\project.',
  'addWorkspace.errorTooLong':
    'This path is {length} characters long; a folder path can have at most {limit}.',
  'addWorkspace.failed': 'Could not add this folder',

  'removeWorkspace.open': 'Remove {name} from Hookyard',
  'removeWorkspace.title': 'Remove {name}?',
  'removeWorkspace.description':
    'Hookyard stops showing this workspace. The folder and its hooks stay exactly as they are.',
  'removeWorkspace.confirm': 'Remove',
  'removeWorkspace.failed': 'Could not remove this workspace',

  'detected.title': 'Found in Claude Code / Cline history',
  'detected.foundIn': 'Found in {sources}',
  'detected.origin.claudeTranscripts': 'Claude Code transcripts',
  'detected.origin.clineSessions': 'Cline sessions',
  'detected.add': 'Add',
  'detected.addFolder': 'Add {name} as a workspace',
  'detected.showAll': 'Show all {count}',
  'detected.showFewer': 'Show fewer',
  'detected.loadFailed': 'Could not look for recent projects',

  'language.label': 'Language',
  'language.en': 'English',
  'language.zh-CN': '简体中文',

  'inventory.loading': 'Reading hooks…',
  'inventory.loadFailed': 'Could not read the hooks of this scope',
  'inventory.refreshFailed': 'Could not refresh; the list below may be out of date',
  'inventory.refresh': 'Scan again',
  'inventory.missingRootsTitle':
    '{count, plural, one {A folder of this workspace is gone} other {# folders of this workspace are gone}}',
  'inventory.scannedAt': 'Scanned at {time}',

  'filters.label': 'Filter hooks',
  'filters.status': 'Filter by status',
  'filters.agent': 'Filter by agent',
  'filters.event': 'Filter by event',
  'filters.allEvents': 'All events',
  'filters.search': 'Search hooks',
  'filters.searchPlaceholder': 'Search commands, files, matchers',
  'filters.clear': 'Clear filters',
  'filters.owner': 'Filter by owner',
  'filters.owner.mine': 'Yours',
  'filters.owner.hookyard': 'Hookyard’s own',

  'status.active': 'Active',
  'status.never-runs': 'Never runs',
  'status.ignored': 'Ignored',
  'status.not-executable': 'Not executable',
  'status.disabled': 'Off',
  'status.invalid': 'Invalid',
  'status.interpreter-missing': 'Interpreter missing',

  'agent.claude-code': 'Claude Code',
  'agent.cline-cli': 'Cline CLI',
  'agent.cline-vscode': 'Cline VS Code',
  'agent.codex': 'Codex CLI',
  'agent.gemini-cli': 'Gemini CLI',

  'hookScope.user': 'User',
  'hookScope.workspace': 'Project',
  'hookScope.local': 'Local (personal, not committed)',
  'hookScope.managed': 'Managed by your organisation',
  'hookScope.plugin': 'Plugin',
  'hookScope.skill': 'Skill',
  'hookScope.agent': 'Subagent',

  'handler.command': 'Command',
  'handler.http': 'HTTP',
  'handler.prompt': 'Prompt',
  'handler.agent': 'Agent',
  'handler.mcp_tool': 'MCP tool',
  'handler.file': 'Script file',
  'handler.unknown': 'Unknown',

  'hook.noEvent': 'No event',
  'hook.rootTitle': 'From the workspace folder {root}',
  'hook.matcherTitle': 'Matcher: {matcher}',
  'hook.notesCount': '{count, plural, one {# note} other {# notes}}',

  'list.hookCount': '{count, plural, one {# hook} other {# hooks}}',
  'list.hooksFor': 'Hooks for {event}',
  'list.noEvent': 'Files that name no event',
  'list.ignoredFiles': '{count, plural, one {# ignored file in} other {# ignored files in}}',
  'list.ignoredIn': 'Ignored files in {folder}',
  'own.badge': 'Hookyard',
  'own.recorder': 'Hookyard recorder',
  'own.approvals': 'Hookyard approvals',
  'own.install': '{kind} — {count, plural, one {# event} other {# events}}, {where}',
  'own.userLevel': 'user level',
  'own.workspace': 'this workspace',
  'own.rowsOf': 'Hooks of {kind}',
  'list.showMore': 'Show {count} more ({hidden} not shown)',

  'detail.label': 'Details of {name}',
  'detail.close': 'Close details',
  'detail.closeHint': 'Close (Esc)',
  'detail.status': 'Status',
  'detail.notes': 'Good to know',
  'detail.handler': 'Type',
  'detail.runs': 'Runs',
  'detail.argv': 'Arguments',
  'detail.matcher': 'Matcher',
  'detail.timeout': 'Timeout',
  'detail.scope': 'Scope',
  'detail.location': 'Defined in',
  'detail.locator': 'Locator',
  'detail.id': 'ID',
  'detail.definition': 'Definition as written',

  'sources.title': '{count, plural, one {# source read} other {# sources read}}',
  'sources.problems': '{count, plural, one {# problem} other {# problems}}',
  'sources.intro':
    'The settings files and hooks folders the agents read for this scope, and what Hookyard found in each.',
  'sources.hookCount': '{count, plural, one {# hook} other {# hooks}}',
  'sources.problemTitle':
    '{count, plural, one {A hook source could not be read} other {# hook sources could not be read}}',
  'sources.problemMissing': 'No hook of it could be listed: any it holds are missing below.',
  'sources.problemListed':
    '{count, plural, one {Its hook is listed below, marked with this problem.} other {Its # hooks are listed below, marked with this problem.}}',
  'sources.showAll': 'Show all sources',

  'sourceKind.settings': 'Settings file',
  'sourceKind.hooks-folder': 'Hooks folder',
  'sourceKind.plugin': 'Plugin',
  'sourceKind.frontmatter': 'Skill or agent file',
  'sourceKind.managed': 'Managed settings',

  'sourceState.ok': 'Read',
  'sourceState.missing': 'Not found',
  'sourceState.invalid': 'Invalid',
  'sourceState.unreadable': 'Unreadable',

  'empty.noUserHooks': 'No user-level hooks yet',
  'empty.noWorkspaceHooks': 'This workspace has no hooks yet',
  'empty.noHooksBody':
    'Hookyard looked in every place the agents read hooks from and found none. Add a hook in one of these places:',
  'empty.noSources':
    'Hookyard found no places to read hooks from for this scope. Scan again, or add a workspace for project hooks.',
  'empty.filteredTitle': 'No hooks match these filters',
  'empty.filteredBody':
    '{count, plural, one {The one hook here is hidden by the filters.} other {All # hooks here are hidden by the filters.}}',
  'empty.noWorkspacesTitle': 'No workspaces yet.',
  'empty.noWorkspacesBody':
    'Project hooks live inside project folders: add one to see every hook that runs there.',

  'shell.skipToMain': 'Skip to main content',

  'palette.title': 'Command palette',
  'palette.open': 'Find or run…',
  'palette.inputLabel': 'Command, workspace or hook',
  'palette.placeholder': 'Go to a workspace, open a hook, run a command…',
  'palette.results': 'Matching commands',
  'palette.noMatch': 'Nothing matches. Try fewer letters.',
  'palette.resultCount': '{count, plural, =0 {No results} one {# result} other {# results}}',
  'palette.hints': '↑ ↓ to move · Enter to run · Esc to close',
  'palette.section.actions': 'Action',
  'palette.section.workspaces': 'Scope',
  'palette.section.hooks': 'Hook',
  'palette.section.history': 'Audit history',

  'command.help': 'Keyboard shortcuts',
  'command.addWorkspace': 'Add workspace…',
  'command.switchLanguage': 'Switch language to {language}',
  'command.showSources': 'Show sources',
  'command.hideSources': 'Hide sources',

  'shortcuts.title': 'Keyboard shortcuts',
  'shortcuts.group.general': 'General',
  'shortcuts.group.navigation': 'Navigation',
  'shortcuts.group.hooks': 'Hooks',
  'shortcuts.group.bench': 'Test bench',
  'shortcuts.run': 'Run the test bench or the simulator',
  'shortcuts.cancelRun': 'Cancel a run of the test bench',
  'shortcuts.palette': 'Open the command palette',
  'shortcuts.help': 'Show keyboard shortcuts',
  'shortcuts.close': 'Close the palette, a dialog or the hook details',
  'shortcuts.save': 'Save the script or entry open in the editor',
  'shortcuts.previousScope': 'Previous scope in the sidebar',
  'shortcuts.nextScope': 'Next scope in the sidebar',
  'shortcuts.move': 'Move through the sidebar or the hook list',
  'shortcuts.addWorkspace': 'Add a workspace',
  'shortcuts.search': 'Search hooks',
  'shortcuts.open': 'Open the details of the focused hook',
  'shortcuts.rescan': 'Scan again',
  'shortcuts.sources': 'Show or hide the sources',
  'shortcuts.characterKeys': 'Single-key shortcuts',
  'shortcuts.characterKeysHint':
    'Shortcuts of one key without Ctrl or Alt, such as ? and /. Turn them off if they get in the way of speech input or other tools; F1 still opens this list.',
  'shortcuts.or': 'or',
  'shortcuts.off': 'Off',

  'announce.inventoryUpdated':
    'Inventory updated: {scope}, {count, plural, one {# hook} other {# hooks}}',

  'screens.label': 'Screens',
  'screen.inventory': 'Inventory',
  'screen.bench': 'Test bench',
  'screen.simulator': 'Matcher simulator',

  'command.openInventory': 'Open inventory',
  'command.openBench': 'Open test bench',
  'command.openSimulator': 'Open matcher simulator',
  'command.runBench': 'Run the bench',
  'command.cancelRun': 'Cancel the run',
  'command.runSimulation': 'Simulate the matchers',

  'detail.testHook': 'Test this hook',

  'runMode.parallel': 'in parallel',
  'runMode.sequential': 'one after another',

  'runStatus.completed': 'Finished',
  'runStatus.timed-out': 'Timed out',
  'runStatus.cancelled': 'Cancelled',
  'runStatus.spawn-failed': 'Could not start',
  'runStatus.request-failed': 'Request failed',
  'runStatus.needs-model': 'Needs the agent’s model',
  'runStatus.needs-mcp': 'Needs the MCP server',

  'outcome.exitCode': 'Exit code {code}',
  'outcome.signal': 'Ended by {signal}',
  'outcome.http': 'HTTP {status}',
  'outcome.duration': '{duration} of {timeout} allowed',
  'outcome.durationNoLimit': '{duration}, no time limit',
  'outcome.timedOut': 'Stopped at its time limit',
  'outcome.background': 'Runs in the background: the agent does not wait for it',
  'outcome.leftovers': 'Processes it left running were stopped',
  'outcome.overCap':
    'Over the output cap: it printed {total} bytes of stdout and Hookyard keeps {kept} (head and tail), so what the agent makes of its answer cannot be told',
  'outcome.bytes': '{count, plural, one {# byte} other {# bytes}}',
  'outcome.streamOf': '{stream} of {hook}',
  'outcome.truncated':
    'Too long to keep whole: {omitted} of {total} bytes in the middle are left out.',
  'outcome.notUtf8': 'Not valid UTF-8: bytes that are not text are shown as �.',
  'outcome.silent': 'Printed nothing.',
  'outcome.spawnError': 'Why it could not start',
  'outcome.fix': 'Fix:',
  'outcome.parseErrors': 'Output the agent cannot read',
  'outcome.notes': 'Good to know',

  'preset.bash-rm': 'Bash: rm -rf build',
  'preset.write-package-json': 'Write to package.json',
  'preset.read-env': 'Read of .env',
  'preset.mcp-memory': 'MCP tool call (memory server)',

  'json.where': 'Line {line}, column {column}:',
  'json.found': 'Found {found}.',
  'json.goTo': 'Go there',
  'json.large':
    'A {size} MB text: too large to edit here. It is kept whole and sent as it is; paste over it to replace it.',
  'json.largeClear': 'Clear',
  'json.empty': "Enter a JSON object, such as `'{}'`.",
  'json.unexpected-end': 'The JSON ends too early: a closing `}`, `]` or `"` may be missing.',
  'json.expected-value':
    'Expected a value: a string in double quotes, a number, an object, an array, `true`, `false` or `null`.',
  'json.expected-property-name': 'Expected a property name in double quotes.',
  'json.expected-colon': 'Expected `:` after the property name.',
  'json.expected-comma-or-brace': 'Expected `,` or `}`.',
  'json.expected-comma-or-bracket': 'Expected `,` or `]`.',
  'json.bad-escape': 'This backslash escape is not valid in JSON.',
  'json.control-character':
    'A line break or tab inside a string must be written as `\\n` or `\\t`.',
  'json.bad-number': 'This number is not valid JSON.',
  'json.trailing-content': 'There is more text after the end of the JSON value.',
  'json.not-object': "It must be a JSON object, in braces `'{ }'`.",

  'error.invalid-request': 'Check what you entered and try again.',
  'error.not-found': 'It may have been removed meanwhile. The list will update.',
  'error.path-missing': 'Check the path: it must name a folder that exists on this computer.',
  'error.conflict': 'It changed meanwhile. Look at the current state and try again.',
  'error.untrusted':
    'Hookyard asks before it runs a hook you have not reviewed and trusted, or a tool call that can destroy data.',
  'error.spawn-failed': 'The process could not start.',
  'error.timeout': 'It took too long. Try again.',
  'error.cancelled': 'It was cancelled.',
  'error.unauthorized':
    'This page lost its access token. Open the address that `hookyard serve` printed.',
  'error.internal':
    'Something went wrong inside Hookyard. Try again; if it keeps happening, restart Hookyard.',

  ...BENCH_MESSAGES_EN,
  ...MANAGE_MESSAGES_EN,
  ...EVIDENCE_MESSAGES_EN,
  ...HISTORY_MESSAGES_EN,
  ...APPROVALS_MESSAGES_EN,
  ...REPLAY_MESSAGES_EN,
  ...TELEMETRY_MESSAGES_EN,
} as const;

export type UiMessageKey = keyof typeof UI_MESSAGES_EN;

/**
 * The complete English catalogue: the screens' words plus every service namespace of shared
 * (`<namespace>.<code>`, see shared/i18n/coded-text.ts).
 */
export const EN_MESSAGES = {
  ...UI_MESSAGES_EN,
  ...flattenCatalogue(SERVICE_MESSAGES_EN),
};

export type MessageKey = keyof typeof EN_MESSAGES;
