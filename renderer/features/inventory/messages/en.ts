/**
 * English UI text of watching hooks (issue 15: what really happened): the inventory's rows and
 * details of watched hooks. Spread into the English catalogue; same conventions.
 * `surface.<agent>.<surface>` names where a hook ran: each agent module names these keys as data
 * (`AgentCapabilities.surfaces`) for the surfaces its evidence reads.
 */
export const EVIDENCE_MESSAGES_EN = {
  'evidence.watch': 'Watch runs',
  'evidence.unwatch': 'Stop watching',
  'evidence.watchHint':
    'Records each real run of this hook by the agent (through the workspace shim), without changing what it receives or answers.',
  'evidence.neverRan': 'Watched since {since} · no run yet',
  'evidence.lastRan': 'last ran {ago} in {surface}',
  'evidence.runs7d': '{count, plural, one {# run in 7 days} other {# runs in 7 days}}',
  'evidence.p95': 'p95 {ms} ms',
  'evidence.failures': '{count, plural, one {# failure} other {# failures}}',
  'evidence.agoMinutes': '{count, plural, =0 {just now} one {# min ago} other {# min ago}}',
  'evidence.agoHours': '{count, plural, one {# hour ago} other {# hours ago}}',
  'evidence.agoDays': '{count, plural, one {# day ago} other {# days ago}}',
  'evidence.silent':
    '{event} fired {fired, plural, one {# time} other {# times}} in {surface} since {since} in sessions where this hook ran 0 times',
  'evidence.silentRan': '{surface}: it ran {ran, plural, one {# time} other {# times}}',
  'evidence.evidenceLink': 'Show the recorded event',
  'evidence.runsTitle': 'Recorded runs',
  'evidence.runLine': '{time} · {surface} · {outcome} · exit {exit} · {ms} ms',
  'evidence.openInHistory': 'Open in History',
  'surface.unknown': 'an unknown surface',
  'surface.claude-code.cli': 'Claude Code (CLI)',
  'surface.claude-code.print': 'Claude Code (-p)',
  'surface.claude-code.vscode': 'Claude Code (VS Code)',
  'surface.claude-code.desktop': 'Claude Code (Desktop)',
  'surface.claude-code.sdk': 'Claude Code (Agent SDK)',
  'surface.claude-code.github-action': 'Claude Code (GitHub Action)',
  'surface.claude-code.subagent': 'Claude Code (subagent)',
  'surface.claude-code.other': 'Claude Code (other)',
  'surface.cline-cli.cli': 'Cline CLI',
  'surface.cline-vscode.vscode': 'Cline (VS Code)',
};
