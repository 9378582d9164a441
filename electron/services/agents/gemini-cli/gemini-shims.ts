import path from 'node:path';

import { commandEntryShims } from '../command-entry-shims';

/** The events Gemini fires headless (spec §4), recorded by default; AfterModel fires per chunk. */
export const GEMINI_RECORDED_EVENTS = [
  'SessionStart',
  'BeforeAgent',
  'BeforeModel',
  'BeforeToolSelection',
  'BeforeTool',
  'AfterTool',
  'AfterAgent',
  'PreCompress',
  'Notification',
  'SessionEnd',
] as const;

/** The hook names Hookyard gives its entries: what `hooksConfig.disabled` would list. */
const HOOK_NAMES = { recorder: 'hookyard-recorder', approvals: 'hookyard-approver' } as const;

/**
 * Gemini's shims: groups in `~/.gemini/settings.json` (user) or `<root>/.gemini/settings.json`,
 * `timeout` in milliseconds, each handler named. The approver asks on BeforeTool. Gemini lets a
 * timed-out hook's tool run (fail-open), but reads an approver that cannot start (exit 127, no
 * JSON) as a deny.
 */
export const geminiShims = commandEntryShims({
  agent: 'gemini-cli',
  file: (ctx, root) =>
    root.kind === 'user'
      ? path.join(ctx.paths.geminiDir, 'settings.json')
      : path.join(root.root, '.gemini', 'settings.json'),
  settingsDialect: 'comments',
  recordedEvents: GEMINI_RECORDED_EVENTS,
  defaultEvents: [
    'SessionStart',
    'BeforeAgent',
    'BeforeTool',
    'AfterTool',
    'AfterAgent',
    'SessionEnd',
  ],
  approvalEvents: ['BeforeTool'],
  timeout: (seconds) => seconds * 1000,
  handlerFields: (purpose) => ({ name: HOOK_NAMES[purpose] }),
});
