/**
 * The words of a Node fs error without its code and path: "EACCES: permission denied, open
 * '/x'" becomes "permission denied" (the path is shown next to it already).
 */
export function plainErrorMessage(message: string): string {
  return /^[A-Z0-9]+: ([^,]+)/.exec(message)?.[1] ?? message;
}
