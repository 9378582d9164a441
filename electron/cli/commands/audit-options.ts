import { parseArgs } from 'node:util';

import {
  HistoryCursorSchema,
  HistoryEntryFilterSchema,
  type HistoryCursor,
  type HistoryEntryFilter,
} from '../../../shared/schemas/history';

/** The flags every `hookyard audit` subcommand understands. */
export interface HistoryCliOptions {
  subcommand: string | undefined;
  dataDir: string | undefined;
  filter: HistoryEntryFilter;
  cursor: HistoryCursor | null;
  /** Null when not given: each subcommand has its own default. */
  limit: number | null;
  order: 'asc' | 'desc';
  json: boolean;
  fresh: boolean;
  /** `audit tail`: stop after this many entries (0: follow until interrupted). */
  max: number;
  /** `audit export`: the file format and the file to write. */
  format: 'jsonl' | 'csv';
  out: string | undefined;
  help: boolean;
  /** Where HOME, HOOKYARD_DATA_DIR and the agents' variables come from. */
  env: NodeJS.ProcessEnv;
}

const FILTER_FLAGS = {
  agent: 'agent',
  workspace: 'workspace',
  session: 'sessionId',
  event: 'event',
  tool: 'tool',
  hook: 'hook',
  outcome: 'outcome',
  source: 'source',
  kind: 'kind',
  text: 'text',
} as const;

const RELATIVE = /^(\d+)([smhd])$/;
const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/**
 * Parses `hookyard audit <subcommand> [flags]`. Returns the options, or a message for a usage
 * error. `--from`/`--to` take an ISO time or an age such as `30m`, `12h`, `7d`; `--cursor` is
 * the `<ts>,<id>` that `audit query` prints when there is a next page.
 */
export function parseAuditArgs(
  argv: string[],
  env: NodeJS.ProcessEnv,
  now = new Date(),
): HistoryCliOptions | string {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'data-dir': { type: 'string' },
        ...Object.fromEntries(
          Object.keys(FILTER_FLAGS).map((flag) => [flag, { type: 'string' as const }]),
        ),
        from: { type: 'string' },
        to: { type: 'string' },
        cursor: { type: 'string' },
        limit: { type: 'string' },
        order: { type: 'string', default: 'desc' },
        max: { type: 'string', default: '0' },
        format: { type: 'string', default: 'jsonl' },
        out: { type: 'string' },
        json: { type: 'boolean', default: false },
        fresh: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return (error as Error).message;
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  const raw: Record<string, string> = {};
  for (const [flag, key] of Object.entries(FILTER_FLAGS)) {
    if (typeof values[flag] === 'string') raw[key] = values[flag] as string;
  }
  for (const bound of ['from', 'to'] as const) {
    if (typeof values[bound] !== 'string') continue;
    const time = timeArg(values[bound] as string, now);
    if (time === null) return `--${bound} must be an ISO time or an age like 30m, 12h, 7d`;
    raw[bound] = time;
  }
  const filter = HistoryEntryFilterSchema.safeParse(raw);
  if (!filter.success)
    return `Invalid filter: ${filter.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('; ')}`;
  const limit = values.limit === undefined ? null : Number(values.limit);
  if (limit !== null && (!Number.isInteger(limit) || limit < 1 || limit > 500)) {
    return '--limit must be a whole number from 1 to 500';
  }
  const max = Number(values.max);
  if (!Number.isInteger(max) || max < 0) return '--max must be a whole number';
  if (values.order !== 'asc' && values.order !== 'desc') return '--order must be asc or desc';
  if (values.format !== 'jsonl' && values.format !== 'csv') return '--format must be jsonl or csv';
  let cursor: HistoryCursor | null = null;
  if (typeof values.cursor === 'string') {
    const [ts, id] = values.cursor.split(',');
    const checked = HistoryCursorSchema.safeParse({ ts, id });
    if (!checked.success) return '--cursor must be the <ts>,<id> printed by a previous query';
    cursor = checked.data;
  }
  return {
    subcommand: parsed.positionals[0],
    dataDir: values['data-dir'] as string | undefined,
    filter: filter.data,
    cursor,
    limit,
    order: values.order,
    json: values.json === true,
    fresh: values.fresh === true,
    max,
    format: values.format,
    out: values.out as string | undefined,
    help: values.help === true,
    env,
  };
}

function timeArg(value: string, now: Date): string | null {
  const relative = RELATIVE.exec(value);
  if (relative) {
    const ms = Number(relative[1]) * UNIT_MS[relative[2] as keyof typeof UNIT_MS];
    return new Date(now.getTime() - ms).toISOString();
  }
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
