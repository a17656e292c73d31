import { AppError } from '../errors';

/**
 * The push services of the browsers people use: Chrome and other Chromium browsers (Firebase
 * Cloud Messaging), Firefox (Mozilla's autopush), Edge (Windows Push Notification Services) and
 * Safari (Apple's). A subscription's endpoint is an address the server will call, so only these
 * are taken unless PUSH_ALLOWED_HOSTS says otherwise.
 */
export const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
] as const;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_PATTERN = new RegExp(`^(?:\\*\\.)?${LABEL}(?:\\.${LABEL})*(?::[1-9][0-9]{0,4})?$`);

/** Whether an allow-list entry is a host, `*.` and a domain, or either with a port. */
export const isHostPattern = (entry: string) => HOST_PATTERN.test(entry);

/** Whether a URL's host (and port) is on the allow-list. A `*.` entry takes subdomains only. */
function allowed(url: URL, hosts: readonly string[]): boolean {
  const host = url.hostname.toLowerCase();
  const port = url.port; // '' for https' own 443
  return hosts.some((entry) => {
    const [name = '', entryPort = ''] = entry.split(':');
    if (entryPort !== port) return false;
    return name.startsWith('*.')
      ? host.endsWith(name.slice(1)) && host.length > name.length - 1
      : host === name;
  });
}

/**
 * Checks a subscription's endpoint before the server keeps it (and so ever calls it): https, no
 * credentials, on an allowed host and port. Throws a 400 PUSH_ENDPOINT saying what is wrong.
 */
export function checkEndpoint(endpoint: string, hosts: readonly string[]): URL {
  const refuse = (why: string) => new AppError(400, 'PUSH_ENDPOINT', `The push endpoint ${why}`);
  if (!URL.canParse(endpoint)) throw refuse('is not a URL');
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') throw refuse('must be an https URL');
  if (url.username || url.password) throw refuse('must not carry a user name or password');
  if (!allowed(url, hosts))
    throw refuse(`host '${url.host}' is not a push service this server sends to (PUSH_ALLOWED_HOSTS)`);
  return url;
}
