import fs from 'node:fs';

import type { HistoryImportReport, HistoryProgress } from '../../../../shared/schemas/history';
import { type AgentVersionAt, withAgentVersion } from '../../agent-versions/stamp-version';
import { agentLogs } from '../../agents/registry';
import { addLines, emptyTally, ingestFile, type IngestTarget } from './ingest-file';
import type { LineMapper } from './line-mapper';
import { spoolFiles, type ImportSources } from './import-sources';
import { importSpoolEvents } from './spool-events';
import { spoolMapper } from './spool-mapper';

interface Job {
  mapper: LineMapper<unknown>;
  files: string[];
}

/** Tuning of an import; the defaults suit the app. */
export interface ImportOptions {
  onProgress?: (progress: HistoryProgress) => void;
  now?: () => number;
  /** Stamps entries that carry no agent version of their own (withAgentVersion). */
  agentVersionAt?: AgentVersionAt;
}

/**
 * Imports everything new from the recorder's spool and every agent's own logs (`Agent.logs`:
 * Claude Code transcripts, the Cline CLI's hooks.jsonl, Codex rollouts, Gemini session logs). Reports progress in bytes over all
 * sources. A full disk stops the import and is reported in `error`; everything imported before
 * it stays.
 */
export async function importAll(
  into: IngestTarget,
  sources: ImportSources,
  options: ImportOptions = {},
): Promise<HistoryImportReport> {
  const { onProgress, now = Date.now, agentVersionAt } = options;
  const target: IngestTarget = agentVersionAt
    ? {
        cursors: into.cursors,
        append: (inputs) => into.append(withAgentVersion(inputs, agentVersionAt)),
      }
    : into;
  const started = now();
  const jobs: Job[] = [
    { mapper: spoolMapper as LineMapper<unknown>, files: spoolFiles(sources.spoolDir) },
    ...agentLogs().map((log) => ({ mapper: log.mapper, files: log.files(sources) })),
  ];
  const progress: HistoryProgress = {
    phase: 'import',
    label: '',
    bytesDone: 0,
    bytesTotal: 0,
    entries: 0,
  };
  for (const job of jobs)
    for (const file of job.files) progress.bytesTotal += pendingBytes(target, file);
  const report: HistoryImportReport = {
    sources: [],
    durationMs: 0,
    error: null,
  };
  for (const job of jobs) {
    const tally = emptyTally(job.mapper.source);
    report.sources.push(tally);
    for (const file of job.files) {
      progress.label = file;
      const error = await ingestFile(target, job.mapper, file, tally, (bytes) => {
        progress.bytesDone = Math.min(progress.bytesTotal, progress.bytesDone + bytes);
        progress.entries = report.sources.reduce((sum, source) => sum + source.entries, 0);
        onProgress?.({ ...progress });
      });
      if (error !== null) {
        report.error = error;
        report.durationMs = now() - started;
        return report;
      }
      if (job.mapper === spoolMapper) {
        await removeImportedSpool(target, file, tally, now());
      }
    }
    if (job.mapper === spoolMapper) {
      const error = await importSpoolEvents(target, sources.spoolDir, tally);
      if (error !== null) {
        report.error = error;
        report.durationMs = now() - started;
        return report;
      }
    }
  }
  report.durationMs = now() - started;
  return report;
}

function pendingBytes(target: IngestTarget, file: string): number {
  const stats = fs.statSync(file, { throwIfNoEntry: false });
  if (!stats?.isFile()) return 0;
  const cursor = target.cursors.get(file);
  const resumes =
    cursor !== null &&
    cursor.identity === `${stats.dev}:${stats.ino}` &&
    cursor.offset <= stats.size;
  return stats.size - (resumes ? cursor.offset : 0);
}

const RETIRED = /\.retired-\d+\.jsonl$/;

/**
 * Deletes a spool file once it is imported to its end: it holds payloads as the agents sent
 * them, secrets included, and the log now has them redacted. A recorder may be appending at that
 * moment, so the file is first renamed to `<agent>.retired-<ms>.jsonl` (the next recorder starts
 * a new file), then imported again to its end, which takes in a line written just before the
 * rename, and only then deleted. A file whose last line is not complete yet is kept for the next
 * import.
 */
async function removeImportedSpool(
  target: IngestTarget,
  file: string,
  tally: HistoryImportReport['sources'][number],
  now: number,
): Promise<void> {
  const stats = fs.statSync(file, { throwIfNoEntry: false });
  const cursor = target.cursors.get(file);
  if (!stats || !cursor || cursor.offset !== stats.size) return;
  if (RETIRED.test(file)) {
    fs.rmSync(file, { force: true });
    target.cursors.delete(file);
    return;
  }
  const retired = file.replace(/\.jsonl$/, `.retired-${now}.jsonl`);
  try {
    fs.renameSync(file, retired);
  } catch {
    return;
  }
  target.cursors.save({ ...cursor, path: retired });
  target.cursors.delete(file);
  // The same file under its new name: its lines count, it does not count as another file.
  const late = emptyTally(tally.source);
  const error = await ingestFile(target, spoolMapper, retired, late, () => undefined);
  addLines(tally, late);
  if (error === null) await removeImportedSpool(target, retired, tally, now);
}
