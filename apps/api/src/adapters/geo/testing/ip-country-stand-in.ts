import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface IpCountryStandIn {
  /** The base URL the adapter appends an address to. */
  url: string;
  /** Addresses asked, in order. */
  asked: string[];
  close(): Promise<void>;
}

/**
 * A local stand-in for the IP-to-country service: `GET /<ip>` answers `1;<ISO2>;<ISO3>;<name>` for
 * a known address, `0;;;WRONG INPUT` otherwise (the public service's shapes), and 503 for
 * addresses listed in `failing`.
 */
export async function startIpCountryStandIn(
  countries: Record<string, [string, string, string]>,
  failing: string[] = [],
): Promise<IpCountryStandIn> {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    const address = decodeURIComponent((request.url ?? '/').slice(1));
    asked.push(address);
    if (failing.includes(address)) {
      response.writeHead(503).end();
      return;
    }
    const found = countries[address];
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end(found ? `1;${found.join(';')}` : '0;;;WRONG INPUT');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    asked,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
