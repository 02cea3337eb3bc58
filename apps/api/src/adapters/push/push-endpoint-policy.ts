import { lookup } from 'node:dns/promises';
import { isPushServiceEndpoint } from '@manara/domain';
import ipaddr from 'ipaddr.js';

/**
 * Where Web Push may connect (decision 0032). Subscriptions are checked when saved, but rows saved
 * before that check, or a push service host whose name resolves somewhere private, must not make
 * the API connect inside its own network: every send checks the URL and every address of its host.
 */
export interface PushEndpointPolicy {
  allowsUrl(url: URL): boolean;
  allowsAddress(address: string): boolean;
  resolve(hostname: string): Promise<string[]>;
}

/** Public unicast only: not loopback, private, link-local, unique-local, CGNAT, multicast, reserved or unspecified (IPv4-mapped IPv6 judged as its IPv4). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

const resolveAll = async (hostname: string) =>
  (await lookup(hostname.replace(/^\[|\]$/g, ''), { all: true, verbatim: true })).map((entry) => entry.address);

/** Production's only policy: known push services on public addresses. No setting changes it. */
export const PUSH_SERVICES_ONLY: PushEndpointPolicy = {
  allowsUrl: (url) => isPushServiceEndpoint(url.href),
  allowsAddress: isPublicAddress,
  resolve: resolveAll,
};

export type EndpointCheck = { ok: true } | { ok: false; reason: 'not-a-push-service' | 'private-address' };

export async function checkPushEndpoint(endpoint: string, policy: PushEndpointPolicy): Promise<EndpointCheck> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, reason: 'not-a-push-service' };
  }
  if (!policy.allowsUrl(url)) return { ok: false, reason: 'not-a-push-service' };
  let addresses: string[];
  try {
    addresses = await policy.resolve(url.hostname);
  } catch {
    // Unresolvable now: the send itself would fail the same way, worth retrying later.
    return { ok: true };
  }
  return addresses.length > 0 && addresses.every((address) => policy.allowsAddress(address))
    ? { ok: true }
    : { ok: false, reason: 'private-address' };
}
