import type Database from 'better-sqlite3';

import type { HistoryEntryFilter } from '../../../shared/schemas/history';
import type { FilterSql } from './index-query';
import { TERM_COLUMNS, type TermColumn } from './index-schema';
import { dayOfSeq, hourOfSeq } from './rollup-delta';
import { usedColumns } from './rollup-query';
import { SHAPE_COLUMNS, shapeDayCounts } from './shape-cells';
import { needsTextMatch } from './why-tokens';

/**
 * What one entries row looked up by seq costs, in doclist entries an FTS5 walk reads in the same
 * time. Measured on the bench's uniform log: a lookup took 1.6 µs at ten million entries and
 * 0.85 µs at a million, a walked doclist entry 35–45 ns at both (ratios 45 and 19). The larger
 * one is taken: a wrong guess towards the walks costs what it cost before.
 */
export const LOOKUP_COST_IN_WALKED = 45;

/**
 * Whether a timeline of a filter the rollups cannot answer should walk its FTS5 match once and
 * read each match's outcome from its entries row, rather than walk it three times (all entries,
 * failures, blocks) as `scanInto` does.
 *
 * An FTS5 walk reads about the whole doclist of every term of the match, whatever the seq range:
 * at ten million entries, one facet's walk over the last hundredth of the seqs took 30 ms against
 * 37 ms over all of them, with the index's segments as ingest left them and merged into one alike
 * (FTS5 skips ahead only where it kept a doclist index). So three walks of two facets and a week
 * of a ten-million-entry log cost 280 ms for 57,000 matches, and one walk with a lookup per match
 * 170 ms. With many matches the lookups cost more than the walks they save.
 * Both sides come from the rollups: the walks' length is the terms' entries in the whole index,
 * the matches at most the fewest entries any one filter value has within the range (and, for
 * two or more shape columns, those of their combination on the range's days).
 * Filters with words are left to the walks: a word's doclist length is not kept.
 */
export function outcomeLookupPays(
  db: Database.Database,
  filter: HistoryEntryFilter,
  sql: FilterSql,
  range: { low: number; high: number },
): boolean {
  if (needsTextMatch(filter)) return false;
  const columns = usedColumns(filter);
  if (columns.length === 0) return false;
  const termOf = (column: TermColumn) => sql.checkParams[columns.indexOf(column)] as number;
  const hours = { from: hourOfSeq(range.low), to: hourOfSeq(range.high - 1) + 1 };
  const entriesOf = db
    .prepare(
      'SELECT coalesce(sum(entries), 0) FROM rollup_hours ' +
        'WHERE field = ? AND term = ? AND hour >= ? AND hour < ?',
    )
    .pluck();
  let walked = 0;
  let matches = Number.POSITIVE_INFINITY;
  for (const column of columns) {
    const key = [TERM_COLUMNS[column].field, termOf(column)] as const;
    walked += entriesOf.get(...key, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER) as number;
    matches = Math.min(matches, entriesOf.get(...key, hours.from, hours.to) as number);
  }
  const shapes = columns.filter((column) => SHAPE_COLUMNS.includes(column));
  if (shapes.length >= 2) {
    const values = new Map(shapes.map((column) => [column, termOf(column)]));
    const days = shapeDayCounts(db, values, dayOfSeq(range.low), dayOfSeq(range.high - 1) + 1);
    matches = Math.min(
      matches,
      days.reduce((sum, day) => sum + day.entries, 0),
    );
  }
  // The lookups against the two walks they spare, each of which reads at least every doclist.
  return matches * LOOKUP_COST_IN_WALKED < 2 * walked;
}
