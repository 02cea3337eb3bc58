/**
 * The Web Push services browsers subscribe to, the only places a subscription may point at: we
 * POST to whatever a client saves there, so any other address would let a client aim our server at
 * itself or our network (decision 0032). Hosts are matched exactly or as subdomains of these.
 */
const PUSH_SERVICE_HOSTS = [
  // Chrome, Edge on Android, Opera, Samsung Internet (Firebase Cloud Messaging).
  { host: 'fcm.googleapis.com', subdomains: false },
  // Firefox (Mozilla autopush).
  { host: 'updates.push.services.mozilla.com', subdomains: false },
  { host: 'push.services.mozilla.com', subdomains: true },
  // Safari (Apple Push Notification service for the web).
  { host: 'push.apple.com', subdomains: true },
  // Edge on Windows (Windows Push Notification Services).
  { host: 'notify.windows.com', subdomains: true },
];

/** An https URL on port 443 of a known push service, with no credentials in it. */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname;
  return PUSH_SERVICE_HOSTS.some(
    (service) => host === service.host || (service.subdomains && host.endsWith(`.${service.host}`)),
  );
}
