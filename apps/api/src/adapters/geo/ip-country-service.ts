import { BlockList, isIP } from 'node:net';
import type { CountryLookup, Logger } from '@manara/domain';

/** Answers are kept this long per address, and at most this many addresses (oldest out first). */
const CACHE_MS = 24 * 60 * 60 * 1000;
const CACHE_SIZE = 10_000;
const TIMEOUT_MS = 1500;

/** Addresses no service can place: loopback, private, link-local, carrier-grade NAT, unique local. */
const unplaceable = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  unplaceable.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  unplaceable.addSubnet(net, bits, 'ipv6');

/** `1;EG;EGY;Egypt` → `EG`: the first character 1 means found, the two-letter code follows at position 2. */
export function parseIpCountryAnswer(text: string): string | null {
  if (!text.startsWith('1')) return null;
  const code = text.slice(2, 4);
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

/**
 * The IP-to-country service the product describes (an ip2c-style text answer to `GET <base><ip>`),
 * when IP_COUNTRY_URL is set. Private addresses never leave the server; answers (found or not) are
 * cached a day per address; a slow or failing service answers null within 1.5 s.
 */
export function createIpCountryService(baseUrl: string, logger: Logger): CountryLookup {
  const cache = new Map<string, { code: string | null; until: number }>();
  return {
    async countryOf(given) {
      // An IPv4 client seen through an IPv6 socket: ::ffff:203.0.113.9.
      const address = given.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
      const family = isIP(address);
      if (!family || unplaceable.check(address, family === 4 ? 'ipv4' : 'ipv6')) return null;
      const cached = cache.get(address);
      if (cached && cached.until > Date.now()) return cached.code;
      let code: string | null = null;
      try {
        const response = await fetch(`${baseUrl}${encodeURIComponent(address)}`, {
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`country service answered ${response.status}`);
        code = parseIpCountryAnswer((await response.text()).trim());
      } catch (error) {
        logger.warn({ err: error }, 'country service unavailable');
        return null; // not cached: the next visitor may find it working again
      }
      cache.delete(address);
      cache.set(address, { code, until: Date.now() + CACHE_MS });
      if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return code;
    },
  };
}
