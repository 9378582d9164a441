import fs from 'node:fs';

import type { AuditImportReport, AuditProgress } from '../../../../shared/schemas/audit';
import { claudeTranscriptMapper } from './claude-transcript-mapper';
import { clineHooksMapper } from './cline-hooks-mapper';
import { emptyTally, ingestFile, type IngestTarget } from './ingest-file';
import type { LineMapper } from './line-mapper';
import { claudeTranscriptFiles, spoolFiles, type ImportSources } from './import-sources';
import { spoolMapper } from './spool-mapper';

interface Job {
  mapper: LineMapper<unknown>;
  files: string[];
}

/** Tuning of an import; the defaults suit the app. */
export interface ImportOptions {
  onProgress?: (progress: AuditProgress) => void;
  now?: () => number;
  /** A spool file this large, fully imported and idle for a minute, is retired (see below). */
  spoolCompactBytes?: number;
}

const SPOOL_COMPACT_BYTES = 8 * 1024 * 1024;
const SPOOL_IDLE_MS = 60_000;

/**
 * Imports everything new from the recorder's spool, the Claude Code transcripts and the Cline
 * CLI's hooks.jsonl. Reports progress in bytes over all sources. A full disk stops the import
 * and is reported in `error`; everything imported before it stays.
 */
export async function importAll(
  target: IngestTarget,
  sources: ImportSources,
  options: ImportOptions = {},
): Promise<AuditImportReport> {
  const { onProgress, now = Date.now, spoolCompactBytes = SPOOL_COMPACT_BYTES } = options;
  const started = now();
  const jobs: Job[] = [
    { mapper: spoolMapper as LineMapper<unknown>, files: spoolFiles(sources.spoolDir) },
    {
      mapper: claudeTranscriptMapper as LineMapper<unknown>,
      files: claudeTranscriptFiles(sources.claudeProjectsDir),
    },
    { mapper: clineHooksMapper as LineMapper<unknown>, files: [sources.clineHooksLog] },
  ];
  const progress: AuditProgress = {
    phase: 'import',
    label: '',
    bytesDone: 0,
    bytesTotal: 0,
    entries: 0,
  };
  for (const job of jobs)
    for (const file of job.files) progress.bytesTotal += pendingBytes(target, file);
  const report: AuditImportReport = {
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
        await compactSpool(target, file, tally, { now: now(), minBytes: spoolCompactBytes });
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
 * Keeps spool files small (they hold raw payloads). A large spool file that is fully imported
 * and has not been written for a minute is renamed to `<agent>.retired-<ms>.jsonl`; the
 * recorder then starts a new file. A retired file is deleted once imported to its end, which
 * includes lines a recorder was still writing into it (and, after a crash, the next run).
 */
async function compactSpool(
  target: IngestTarget,
  file: string,
  tally: AuditImportReport['sources'][number],
  when: { now: number; minBytes: number },
): Promise<void> {
  const stats = fs.statSync(file, { throwIfNoEntry: false });
  const cursor = target.cursors.get(file);
  if (!stats || !cursor || cursor.offset !== stats.size) return;
  if (RETIRED.test(file)) {
    fs.rmSync(file, { force: true });
    target.cursors.delete(file);
    return;
  }
  if (stats.size < when.minBytes || when.now - stats.mtimeMs < SPOOL_IDLE_MS) return;
  const retired = file.replace(/\.jsonl$/, `.retired-${when.now}.jsonl`);
  try {
    fs.renameSync(file, retired);
  } catch {
    return;
  }
  target.cursors.save({ ...cursor, path: retired });
  target.cursors.delete(file);
  if ((await ingestFile(target, spoolMapper, retired, tally, () => undefined)) === null) {
    await compactSpool(target, retired, tally, when);
  }
}
