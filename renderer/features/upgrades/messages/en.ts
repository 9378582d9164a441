/**
 * English UI text of agent upgrades (issue 15 §5) and the fail-open report of guards (§3).
 * Spread into the English catalogue; same conventions.
 */
export const UPGRADES_MESSAGES_EN = {
  'upgrades.label': 'Agent upgrades',
  'upgrades.changed': '{agent} was upgraded from {from} to {to}.',
  'upgrades.explain':
    'Hooks can behave differently after an upgrade. Run your regression suites and replay the last day of recorded tool calls against your hooks to see what changed.',
  'upgrades.runChecks': 'Run suites and replay the last day',
  'upgrades.running': 'Running the suites and the replay…',
  'upgrades.dismiss': 'Dismiss',
  'upgrades.suiteLine': '{workspace} › {suite}: {passed} passed, {failed} failed',
  'upgrades.suiteFailed': '{workspace} › {suite}: could not run: ',
  'upgrades.noSuites': 'No regression suites in your workspaces yet (Replay › Save as case).',
  'upgrades.replayLine':
    'Last day replayed: {replayed, plural, one {# tool call} other {# tool calls}}, {differ, plural, =0 {none answered differently now} one {# answered differently now} other {# answered differently now}}',
  'upgrades.replayConsent':
    'The last day’s replay would run untrusted hooks or destructive tools: run it from Replay, where you can consent.',
  'upgrades.replayFailed': 'The replay of the last day could not run: ',
  'guards.title': 'If this guard fails',
  'guards.mode.cannot-start': 'cannot start (interpreter missing)',
  'guards.mode.timeout': 'times out',
  'guards.mode.bad-exit': 'crashes (exit 1)',
  'guards.mode.invalid-json': 'prints invalid JSON',
  'guards.open.tool': '{agent} lets the tool run',
  'guards.open.permission': '{agent} falls back to its own permission check',
  'guards.open.prompt': '{agent} sends the prompt',
  'guards.open.stop': '{agent} lets the turn end',
  'guards.closed.tool': '{agent} blocks the tool',
  'guards.closed.permission': '{agent} denies the permission',
  'guards.closed.prompt': '{agent} blocks the prompt',
  'guards.closed.stop': '{agent} keeps the turn going',
  'guards.unknown': 'not known for this version',
  'guards.line': 'If this guard {mode}, {outcome}.',
  'guards.checkedOn': 'checked with {version}',
  'guards.byFix': 'because of {field}: "{value}"',
  'guards.installed': 'Installed: {agent} {version}',
  'guards.notFound': '`{binary}` was not found on PATH: the report holds for every version.',
  'guards.noCommand': 'Its version cannot be read here: the report holds for every version.',
  'guards.fix.offered': 'Make it fail closed: add {field}: "{value}"',
  'guards.fix.applied': '{field}: "{value}" is set: every failure blocks.',
  'guards.fix.ignoredByVersion':
    '{field}: "{value}" is set, but {agent} {version} ignores it: it needs {since} or later.',
  'guards.fix.needsUpgrade':
    '{agent} {since} or later can make this guard fail closed ({field}: "{value}"); {version} is installed.',
  'guards.fix.versionUnknown':
    'Hookyard could not read the installed {agent} version: {field}: "{value}" needs {since} or later.',
  'guards.fix.previewTitle': 'Make this {event} guard fail closed',
  'guards.fix.previewHint': '{hook} in {file}. A backup is kept in Changes.',
  'guards.fix.before': 'Now',
  'guards.fix.after': 'After',
  'guards.fix.apply': 'Add it',
  'guards.fix.failed': 'The guard was not changed',
};
