import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web app's folder: the working directory for its server. */
export const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web');

/**
 * The arguments for `node` that run the web app: always apps/web/server.mjs, which names the
 * client from the socket and WEB_TRUST_PROXY before Next sees the request, never `next start`
 * (decision 0030). Used by `npm start`, e2e, the scale-out cluster and the benchmarks.
 * @param {{ port: number | string, dev?: boolean }} options
 * @returns {string[]}
 */
export function webServerArgs({ port, dev = false }) {
  return [path.join(WEB_DIR, 'server.mjs'), '--port', String(port), ...(dev ? ['--dev'] : [])];
}
