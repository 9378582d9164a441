import { AppFailure } from '../../../shared/result';

const PERMISSION = new Set(['EACCES', 'EPERM', 'EROFS']);

/**
 * Turns a filesystem error met while changing `file` into an AppFailure a user can act on; an
 * AppFailure passes through unchanged. Callers throw the result: nothing was written by then
 * (the atomic write leaves the old bytes in place).
 */
export function editFailure(error: unknown, file: string, doing: string): AppFailure {
  if (error instanceof AppFailure) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  if (PERMISSION.has(code)) {
    return new AppFailure(
      'invalid-request',
      `Hookyard may not ${doing} ${file} (permission denied). Nothing was changed.`,
    );
  }
  if (code === 'ENOENT') {
    return new AppFailure('not-found', `${file} no longer exists. Nothing was changed.`);
  }
  if (code === 'ENOTDIR') {
    return new AppFailure(
      'invalid-request',
      `A part of the path ${file} is a file, not a folder. Nothing was changed.`,
    );
  }
  if (code === 'ENOSPC') {
    return new AppFailure('internal', `The disk is full: cannot ${doing} ${file}.`);
  }
  return new AppFailure('internal', `Could not ${doing} ${file}: ${(error as Error).message}`);
}

/** The conflict every edit reports when a file changed on disk after Hookyard read it. */
export function changedOnDisk(file: string): AppFailure {
  return new AppFailure(
    'conflict',
    `${file} changed on disk since Hookyard read it (another program, or the agent, wrote it). ` +
      'Nothing was changed; look at the file again and retry.',
  );
}
