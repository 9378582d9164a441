import type {
  HistoryImportReport,
  HistoryImportSourceReport,
} from '../../../../shared/schemas/history';
import { emptyTally, MAX_SAMPLES } from './ingest-file';

/**
 * The unreadable lines (and a stop, such as a full disk) that imports nobody asked for met: the
 * app imports in the background every few seconds, so a person's Import almost never meets a
 * broken line itself, and without these they would never be seen. The next report a person gets
 * carries them, oldest first, and they are then forgotten.
 */
export class UnshownImportNotes {
  readonly #bySource = new Map<
    HistoryImportSourceReport['source'],
    Pick<HistoryImportSourceReport, 'malformed' | 'samples'>
  >();
  #error: string | null = null;

  /** Keeps what `report` has to say beyond the entries it added (which the list already shows). */
  keep(report: HistoryImportReport): void {
    for (const source of report.sources) {
      if (source.malformed === 0) continue;
      const kept = this.#bySource.get(source.source) ?? { malformed: 0, samples: [] };
      kept.malformed += source.malformed;
      kept.samples = [...kept.samples, ...source.samples].slice(0, MAX_SAMPLES);
      this.#bySource.set(source.source, kept);
    }
    this.#error = report.error ?? this.#error;
  }

  /** `report` with what was kept added to it (its own error wins); forgets what was kept. */
  addTo(report: HistoryImportReport): HistoryImportReport {
    // A report that stopped early lacks the sources after the stop: theirs are added too.
    const sources = [
      ...report.sources,
      ...[...this.#bySource.keys()]
        .filter((name) => !report.sources.some((source) => source.source === name))
        .map((name) => emptyTally(name)),
    ].map((source) => {
      const kept = this.#bySource.get(source.source);
      return kept
        ? {
            ...source,
            malformed: kept.malformed + source.malformed,
            samples: [...kept.samples, ...source.samples].slice(0, MAX_SAMPLES),
          }
        : source;
    });
    const error = report.error ?? this.#error;
    this.#bySource.clear();
    this.#error = null;
    return { ...report, sources, error };
  }
}
