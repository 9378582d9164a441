import fs from 'node:fs/promises';
import path from 'node:path';

import { AppFailure } from '../../../shared/result';
import { SuiteFileSchema, type SuiteCase, type SuiteFile } from '../../../shared/schemas/replay';

/** Where a workspace keeps its suites. */
const SUITES_FOLDER = path.join('.hookyard', 'tests');

/** Stands for the workspace folder inside a saved payload. */
export const WORKSPACE_PLACEHOLDER = '${WORKSPACE}';

function suitesFolder(workspace: string): string {
  return path.join(workspace, SUITES_FOLDER);
}

export function suitePath(workspace: string, suite: string): string {
  return path.join(suitesFolder(workspace), `${suite}.json`);
}

/** The stems of the workspace's suite files, sorted; none when the folder does not exist. */
export async function listSuites(workspace: string): Promise<string[]> {
  try {
    const names = await fs.readdir(suitesFolder(workspace));
    return names
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Parses a suite file's text; AppFailure('invalid-request') naming the file and the problem. */
export function parseSuite(text: string, file: string): SuiteFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new AppFailure('invalid-request', 'failure.suite-not-json', {
      file,
      message: (error as Error).message,
    });
  }
  const parsed = SuiteFileSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? 'malformed';
    throw issue?.path.length
      ? new AppFailure('invalid-request', 'failure.suite-malformed-at', {
          file,
          path: issue.path.join('.'),
          message,
        })
      : new AppFailure('invalid-request', 'failure.suite-malformed', { file, message });
  }
  return parsed.data;
}

export async function readSuite(file: string): Promise<SuiteFile> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new AppFailure('not-found', 'failure.suite-file-not-found', { file });
    throw error;
  }
  return parseSuite(text, file);
}

/**
 * A suite as written to disk: pretty JSON, two spaces, a final newline, and every object's keys
 * in a fixed order (case fields as documented, payload keys sorted), so that saving the same
 * cases again gives the same bytes and a diff in review shows only what changed.
 */
export function formatSuite(suite: SuiteFile): string {
  const ordered = {
    version: suite.version,
    cases: suite.cases.map((entry) => orderedCase(entry)),
  };
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

function orderedCase(entry: SuiteCase): SuiteCase {
  return {
    name: entry.name,
    agent: entry.agent,
    event: entry.event,
    ...(entry.hooks ? { hooks: entry.hooks } : {}),
    payload: sortKeys(entry.payload) as Record<string, unknown>,
    expected: {
      verdict: entry.expected.verdict,
      ...(entry.expected.reason !== undefined ? { reason: entry.expected.reason } : {}),
      ...(entry.expected.context !== undefined ? { context: entry.expected.context } : {}),
    },
    ...(entry.recordedFrom ? { recordedFrom: entry.recordedFrom } : {}),
  };
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}
