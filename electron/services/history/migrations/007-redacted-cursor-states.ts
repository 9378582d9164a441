import { redactStoredStates } from '../ingest/cursor-store';
import { Redactor } from '../redaction';
import type { Migration } from './migration';

/**
 * The ingest cursors' states, redacted: Claude Code's transcript ingester carried the inputs of
 * tool calls (a command with a token in it) in clear until their results came, and they were
 * saved so. Saves redact them since; this redacts the ones saved before (with the default rules:
 * a user's own rules are not known to a migration, and apply from the next save).
 */
export const migration007: Migration = {
  version: 7,
  name: 'redacted-cursor-states',
  sql: `-- ingest_cursors.state: redacted by build (redactStoredStates)`,
  build: (db) => void redactStoredStates(db, new Redactor()),
};
