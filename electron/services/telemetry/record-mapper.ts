import { createHash } from 'node:crypto';

import { SeverityNumber, type LogRecord } from '@opentelemetry/api-logs';

import {
  AUDIT_BLOCK_OUTCOMES,
  AUDIT_FAILURE_OUTCOMES,
  type HistoryEntry,
} from '../../../shared/schemas/history';
import type { TelemetryShare } from '../../../shared/schemas/telemetry';
import type { Redactor } from '../history/redaction';

type Attributes = Record<string, string | number | boolean>;

const LEVEL: Record<TelemetryShare, number> = { counts: 0, paths: 1, commands: 2, payloads: 3 };

/**
 * The OTLP log record of one audit entry, with the attributes docs/telemetry.md documents.
 * `share` decides what leaves the machine; every string passes the log's redaction again (a log
 * written by an older Hookyard, or rules added since). Pure: no I/O, never throws.
 */
export function toLogRecord(
  entry: HistoryEntry,
  share: TelemetryShare,
  redactor: Redactor,
): LogRecord {
  const level = LEVEL[share];
  const attributes: Attributes = {
    'log.record.uid': entry.id,
    'hookyard.entry.kind': entry.kind,
    'hookyard.entry.source': entry.source,
    'hookyard.agent': entry.agent,
    'hookyard.event': entry.event,
  };
  const meta = entry.meta;
  const put = (key: string, value: unknown) => {
    if (typeof value === 'string' && value !== '') attributes[key] = redactor.redactString(value);
    else if (typeof value === 'number' && Number.isFinite(value)) attributes[key] = value;
  };
  put('hookyard.surface', meta.surface);
  put('session.id', entry.sessionId);
  put('gen_ai.tool.name', entry.tool);
  put('hookyard.outcome', entry.outcome);
  put('hookyard.duration_ms', entry.durationMs);
  put('process.exit.code', entry.output?.exitCode);
  if (entry.kind === 'decision') {
    put('hookyard.decision', entry.outcome);
    put('hookyard.decision.by', meta.decidedBy);
    put('hookyard.decision.rule_id', meta.ruleId);
  }
  if (entry.hook !== null) {
    attributes['hookyard.hook.id'] = shortHash(`${entry.agent}\0${entry.hook}`);
    put('hookyard.hook.source', meta.hookSource ?? meta.hookName);
    if (level >= LEVEL.commands) put('hookyard.hook.command', entry.hook);
  }
  if (entry.workspace !== null) {
    attributes['hookyard.workspace.hash'] = shortHash(entry.workspace);
    if (level >= LEVEL.paths) put('hookyard.workspace.path', entry.workspace);
  }
  const ms = Date.parse(entry.ts);
  return {
    timestamp: ms,
    eventName: `hookyard.${entry.kind}`,
    severityNumber: severityOf(entry.outcome),
    severityText: severityTextOf(entry.outcome),
    body:
      level >= LEVEL.payloads
        ? JSON.stringify(redactor.redactValue({ payload: entry.payload, output: entry.output }))
        : summaryOf(entry),
    attributes,
  };
}

/** 16 hex digits of SHA-256: the same input gives the same id on every machine. */
export function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

function severityOf(outcome: string | null): SeverityNumber {
  if (outcome !== null && AUDIT_FAILURE_OUTCOMES.includes(outcome)) return SeverityNumber.WARN;
  return SeverityNumber.INFO;
}

function severityTextOf(outcome: string | null): string {
  return severityOf(outcome) === SeverityNumber.WARN ? 'WARN' : 'INFO';
}

// A line a person reading the collector's view understands without the attributes.
function summaryOf(entry: HistoryEntry): string {
  const verb = entry.outcome && AUDIT_BLOCK_OUTCOMES.includes(entry.outcome) ? 'blocked' : null;
  return [entry.agent, entry.event, entry.tool, verb ?? entry.outcome].filter(Boolean).join(' ');
}
