import path from 'node:path';

/**
 * The read-only reference folder beside the project (`../shared`: specs, captured fixtures, fake
 * model servers). CI clones the project elsewhere with a copy beside it, so never hard-code it.
 */
export const SHARED_DIR = path.resolve(__dirname, '..', '..', '..', 'shared');

export const sharedPath = (...parts: string[]): string => path.join(SHARED_DIR, ...parts);
