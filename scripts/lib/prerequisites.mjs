// What `npm test` needs from the machine besides node_modules, and how it gets it. On a Debian
// machine where we are root, missing packages are installed and stopped services started (as CI
// does); anywhere else the run stops at once and prints the exact commands to run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Whether something accepts TCP connections at host:port within a second. */
function listening(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Debian packages each test step needs, by the command that proves one is there. */
function missingPackages(steps) {
  const wanted = [];
  const needsBrowser = steps.has('integration') || steps.has('node24') || steps.has('e2e');
  if (needsBrowser && !existsSync(chromiumPath())) wanted.push('chromium');
  if ((steps.has('integration') || steps.has('node24')) && !has('pdftotext')) wanted.push('poppler-utils');
  // The narrated demo video generator's own test (packages/db/src/demo-media).
  if (steps.has('integration') || steps.has('node24')) {
    if (!has('espeak-ng')) wanted.push('espeak-ng');
    if (!has('ffmpeg')) wanted.push('ffmpeg');
    if (!existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf')) wanted.push('fonts-dejavu-core');
  }
  if (steps.has('e2e') && !has('nginx')) wanted.push('nginx');
  if ((steps.has('integration') || steps.has('reliability') || steps.has('e2e')) && !existsSync(`${PG_BIN}/pg_ctl`)) {
    wanted.push('postgresql');
  }
  if (steps.has('e2e') && !has('redis-server')) wanted.push('redis-server');
  return wanted;
}

const postgresStart = () => {
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  return versions.length ? `pg_ctlcluster --skip-systemctl-redirect ${versions[0]} main start` : null;
};
const redisStart =
  'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /tmp --logfile /tmp/redis-manara.log';

async function waitFor(port, seconds) {
  for (let i = 0; i < seconds * 2; i += 1) {
    if (await listening(port)) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/**
 * Makes sure the machine can run `steps` (a Set of step names). Returns normally when it can;
 * otherwise prints what to run and exits with status 2 before any step starts.
 */
export async function ensurePrerequisites(steps) {
  const todo = [];
  const packages = missingPackages(steps);
  const aptCommand = packages.length
    ? `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages.join(' ')}`
    : null;
  const prepare = isRoot() && has('apt-get') && process.env.MANARA_TEST_PREPARE !== '0';
  if (aptCommand) {
    if (prepare) {
      console.log(`Installing what the tests need: ${packages.join(', ')}`);
      execFileSync('sh', ['-c', aptCommand.replace('apt-get install', 'apt-get install -qq')], { stdio: 'inherit' });
    } else todo.push(aptCommand);
  }
  const needsServer = steps.has('integration') || steps.has('node24') || steps.has('e2e');
  if (needsServer && !process.env.TEST_DATABASE_URL && !(await listening(5432))) {
    const start = postgresStart();
    if (prepare && start) {
      spawnSync('sh', ['-c', start], { stdio: 'inherit' });
      if (!(await waitFor(5432, 30))) todo.push(start);
    } else todo.push(start ?? 'start a PostgreSQL server on 127.0.0.1:5432 (trust auth), or set TEST_DATABASE_URL');
  }
  if (steps.has('e2e') && !(await listening(6379))) {
    if (prepare) {
      spawnSync('sh', ['-c', redisStart], { stdio: 'inherit' });
      if (!(await waitFor(6379, 10))) todo.push(redisStart);
    } else todo.push(redisStart);
  }
  if (todo.length === 0) return;
  console.error('\nThe tests need a few things this machine lacks. Run, as root:\n');
  for (const command of todo) console.error(`  ${command}`);
  console.error('\nthen `npm test` again (README.md, "Tests").');
  process.exit(2);
}
