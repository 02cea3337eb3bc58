import proxyAddr from 'proxy-addr';

/**
 * The proxies in front of the web whose X-Forwarded-* headers are believed: WEB_TRUST_PROXY, a
 * comma-separated list of addresses, subnets or proxy-addr's names (`loopback`, `uniquelocal`);
 * unset or empty trusts none (decision 0030).
 * @param {string | undefined} setting
 * @returns {(address: string, hop: number) => boolean}
 */
export function compileTrust(setting) {
  const list = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return proxyAddr.compile(list);
}

/**
 * Decides who the client is before Next.js sees the request, and says so in the one place the
 * rest of the app reads: X-Forwarded-For is overwritten with that single address (Next only sets
 * it when the client did not, and route handlers cannot see the socket). The client is the socket's
 * peer, or — when that peer is a trusted proxy — the nearest untrusted address it names.
 * X-Forwarded-Proto and -Host are kept only from a trusted peer (the first value, as Express does).
 * @param {import('node:http').IncomingMessage} request
 * @param {(address: string, hop: number) => boolean} trust
 */
export function normaliseForwardedHeaders(request, trust) {
  const peer = request.socket.remoteAddress ?? '';
  const peerTrusted = peer !== '' && trust(peer, 0);
  const client = peer === '' ? '' : proxyAddr(request, trust);
  // A socket already gone has no address: claim none rather than pass the client's header on.
  if (client) request.headers['x-forwarded-for'] = client;
  else delete request.headers['x-forwarded-for'];
  for (const name of ['x-forwarded-proto', 'x-forwarded-host']) {
    const value = request.headers[name];
    const first = (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
    if (peerTrusted && first) request.headers[name] = first;
    else delete request.headers[name];
  }
  delete request.headers['x-forwarded-port'];
  delete request.headers.forwarded;
}
