/**
 * Usage: npx tsx packages/db/src/demo-media/cli.ts   (or: npm run demo-videos)
 * Makes the narrated demo lesson videos into <DATA_DIR>/videos (default .data/videos), where the
 * API's local video provider looks first; videos already made from the same script are kept.
 * Installs espeak-ng, ffmpeg and fonts-dejavu-core with apt-get when run as root and they are
 * missing (MANARA_DEMO_VIDEOS_INSTALL=0 turns that off). `npm start` runs it in the background.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliVideosDir } from '../content-import/open-cli-database';
import { ensureDemoVideos } from './demo-videos';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../demo-content');
const started = Date.now();
const made = await ensureDemoVideos({
  contentDir,
  outDir: cliVideosDir(),
  log: (line) => console.log(line),
  install: process.env.MANARA_DEMO_VIDEOS_INSTALL !== '0',
});
if (made.length > 0) console.log(`Narrated demo videos ready in ${Date.now() - started} ms.`);
