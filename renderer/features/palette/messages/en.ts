/**
 * English UI text of the command palette. Spread into the English catalogue
 * (renderer/features/messages.ts); same conventions (`{param}`, ICU plurals, backticks for agent
 * terms).
 */
export const PALETTE_MESSAGES_EN = {
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
} as const;
