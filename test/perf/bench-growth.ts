import fs from 'node:fs';
import path from 'node:path';

import { figure } from './bench-report';
import { BENCH_CACHE } from './bench-size';

// Figures of earlier runs, one file per bench and size, kept beside the cached logs.
const RESULTS = path.join(BENCH_CACHE, 'results');

/**
 * Figures of a benchmark run at one size (entries), each printed with how it grew from the same
 * figure of the runs at other sizes saved earlier on this machine: the cost curve. `save` keeps
 * this run's figures for later runs.
 */
export class SizedFigures {
  readonly #file: string;
  readonly #values: Record<string, number> = {};
  readonly #prefix: string;

  constructor(
    bench: string,
    readonly size: number,
  ) {
    this.#file = path.join(RESULTS, `${bench}-${size}.json`);
    this.#prefix = `${bench}-`;
  }

  /** Prints the figure (see bench-report's `figure`), then its growth from each other size. */
  figure(name: string, value: number, unit: string, goal?: string): void {
    figure(name, value, unit, goal);
    this.#values[name] = value;
    for (const other of this.#others()) {
      const before = other.values[name];
      if (before === undefined) continue;
      console.log(
        `  ${name} growth from ${other.size.toLocaleString('en')} to ${this.size.toLocaleString('en')} entries ` +
          `(×${(this.size / other.size).toFixed(1)}): ×${(value / before).toFixed(2)} (${before.toFixed(2)} → ${value.toFixed(2)} ${unit})`,
      );
    }
  }

  /**
   * The figures saved by runs at other sizes, smallest first; read at each figure, so that a run
   * at another size that finished while this one ran (a million beside ten million) counts.
   */
  #others(): { size: number; values: Record<string, number> }[] {
    return (fs.existsSync(RESULTS) ? fs.readdirSync(RESULTS) : [])
      .filter((name) => name.startsWith(this.#prefix) && name !== path.basename(this.#file))
      .map((name) => ({
        size: Number(name.slice(this.#prefix.length, -'.json'.length)),
        values: JSON.parse(fs.readFileSync(path.join(RESULTS, name), 'utf8')) as Record<
          string,
          number
        >,
      }))
      .filter((other) => Number.isFinite(other.size))
      .sort((a, b) => a.size - b.size);
  }

  /**
   * Keeps this run's figures, over those of earlier runs at this size: a run that reuses the
   * cached log measures no append, and the append figure of the run that generated it stays.
   */
  save(): void {
    fs.mkdirSync(RESULTS, { recursive: true });
    const earlier = fs.existsSync(this.#file)
      ? (JSON.parse(fs.readFileSync(this.#file, 'utf8')) as Record<string, number>)
      : {};
    fs.writeFileSync(this.#file, JSON.stringify({ ...earlier, ...this.#values }, null, 1));
  }
}
