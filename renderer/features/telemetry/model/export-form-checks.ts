import { HTTP_HEADER_NAME, MAX_ENDPOINT_CHARS } from '../../../../shared/schemas/telemetry';

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
 * What is wrong with the endpoint, or null (empty is fine: no export). `credentials`: a user or
 * password in it, from which no request can be made (fetch refuses it); they belong in a header,
 * where they are kept unshown.
 */
export function endpointProblem(endpoint: string): 'not-http' | 'too-long' | 'credentials' | null {
  const text = endpoint.trim();
  if (text === '') return null;
  if (text.length > MAX_ENDPOINT_CHARS) return 'too-long';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'not-http';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'not-http';
  return url.username !== '' || url.password !== '' ? 'credentials' : null;
}
