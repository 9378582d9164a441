import { HTTP_HEADER_NAME } from '../../../../shared/schemas/telemetry';

/**
 * Checks of the export form as it is typed, for what the settings schema would refuse on Save
 * with words meant for developers ("Invalid key in record"), or what could never be sent.
 */

/** A header name that is not one: the trimmed name, or null when it is fine or empty. */
export function badHeaderName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed !== '' && !HTTP_HEADER_NAME.test(trimmed) ? trimmed : null;
}

/**
 * Whether the endpoint carries a user or password: no request can be made from such a URL
 * (fetch refuses it), and the credentials belong in a header, where they are kept unshown.
 */
export function endpointHasCredentials(endpoint: string): boolean {
  try {
    const url = new URL(endpoint.trim());
    return url.username !== '' || url.password !== '';
  } catch {
    return false;
  }
}
