import { AppFailure } from '../../../shared/result';

const PERMISSION = new Set(['EACCES', 'EPERM', 'EROFS']);

/**
 * Turns a filesystem error met while changing `file` into an AppFailure a user can act on; an
 * AppFailure passes through unchanged. Callers throw the result: nothing was written by then
 * (the atomic write leaves the old bytes in place).
 */
export function editFailure(error: unknown, file: string, doing: 'read' | 'change'): AppFailure {
  if (error instanceof AppFailure) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  if (PERMISSION.has(code)) {
    return new AppFailure('invalid-request', `failure.may-not-${doing}`, { file });
  }
  if (code === 'ENOENT') {
    return new AppFailure('not-found', 'failure.file-gone-nothing-changed', { file });
  }
  if (code === 'ENOTDIR') {
    return new AppFailure('invalid-request', 'failure.path-part-is-file', { file });
  }
  if (code === 'ENOSPC') {
    return new AppFailure('internal', `failure.disk-full-${doing}`, { file });
  }
  return new AppFailure('internal', `failure.could-not-${doing}`, {
    file,
    message: (error as Error).message,
  });
}

/** Why a change was not made when its record could not be added to the change history. */
export function historyFailure(error: unknown): AppFailure {
  if (error instanceof AppFailure) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  if (code === 'ENOSPC') return new AppFailure('internal', 'failure.disk-full-history');
  return new AppFailure('internal', 'failure.could-not-record', {
    message: (error as Error).message,
  });
}

/** The conflict every edit reports when a file changed on disk after Hookyard read it. */
export function changedOnDisk(file: string): AppFailure {
  return new AppFailure('conflict', 'failure.changed-on-disk', { file });
}
