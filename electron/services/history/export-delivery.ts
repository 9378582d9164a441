import path from 'node:path';

import type { HistoryExportResult } from '../../../shared/schemas/history';

/**
 * Where a History export goes once it is written. The export itself is one code path
 * (HistoryService.exportTo); only the delivery differs by transport: the desktop app saves it in a
 * folder of the user's machine, `hookyard serve` hands it to the browser as a download, since the
 * browser may be on another machine (an SSH tunnel) than the server's Downloads folder.
 */
export interface ExportDelivery {
  /** The folder the export file is written into. */
  readonly folder: string;
  /** What the page is told about the written file (a path to open, or a download to fetch). */
  deliver(result: HistoryExportResult): HistoryExportResult;
}

/** The desktop app's delivery: the file stays where it was written, the answer names its path. */
export function saveInFolder(folder: string): ExportDelivery {
  return { folder, deliver: (result) => result };
}

/** The user's Downloads folder under `home`. */
export const downloadsFolder = (home: string): string => path.join(home, 'Downloads');
