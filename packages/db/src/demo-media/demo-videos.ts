import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { programSlug } from '../content-import/slug';
import { makeNarratedVideo, missingVideoTools } from './narrated-video';
import { talkFromArticle } from './talk-script';

const run = promisify(execFile);

/**
 * The narrated demo videos (decision 0052): one per catalogue category, each made from one of the
 * demo blog articles on that subject, in Arabic and in English. The demo lessons of a category use
 * its videoId; the API plays `<videoId>-<locale>.mp4` from the data dir when it is there, and the
 * short test pattern `<videoId>.mp4` committed in media/videos otherwise.
 */
const DEMO_TALKS = [
  {
    videoId: 'demo-injury-rehabilitation',
    category: 'injury-rehabilitation',
    article: 'preventing-knee-injuries-in-young-footballers',
  },
  { videoId: 'demo-nutrition', category: 'nutrition', article: 'what-to-eat-before-and-after-training' },
  {
    videoId: 'demo-sports-training',
    category: 'sports-training',
    article: 'five-warm-up-mistakes-that-increase-your-injury-risk',
  },
  { videoId: 'demo-fitness', category: 'fitness', article: 'strength-training-for-women-myths-and-facts' },
  {
    videoId: 'demo-sports-psychology',
    category: 'sports-psychology',
    article: 'returning-to-sport-after-injury-the-mental-side',
  },
] as const;

/** Bumped when the look or sound changes, so cached videos are made again. */
const GENERATOR_VERSION = 1;

interface BlogRecord {
  slug?: string;
  enTitle: string;
  arTitle: string;
  enContent: string;
  arContent: string;
}

async function loadArticles(contentDir: string): Promise<Map<string, BlogRecord>> {
  const dir = path.join(contentDir, 'blogs');
  const articles = new Map<string, BlogRecord>();
  for (const name of (await readdir(dir)).filter((n) => /\.ya?ml$/.test(n)).sort()) {
    const parsed = parse(await readFile(path.join(dir, name), 'utf8')) as { blogs?: BlogRecord[] };
    for (const blog of parsed.blogs ?? []) articles.set(blog.slug ?? programSlug(blog.enTitle), blog);
  }
  return articles;
}

export interface DemoVideosOptions {
  /** The demo content folder (its blogs/ are the talks' scripts). */
  contentDir: string;
  /** Where the videos are written and cached: `<DATA_DIR>/videos`. */
  outDir: string;
  log: (line: string) => void;
  /** Install missing Debian packages with apt-get when running as root (as the test runner does). */
  install?: boolean;
}

async function installTools(packages: string[], log: (line: string) => void): Promise<boolean> {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root) return false;
  log(`Installing ${packages.join(', ')} for the narrated demo videos…`);
  const install = ['install', '-y', '-qq', '--no-install-recommends', ...packages];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    await run('apt-get', install, { env, timeout: 600_000 }).catch(async () => {
      await run('apt-get', ['update', '-qq'], { env, timeout: 600_000 });
      await run('apt-get', install, { env, timeout: 600_000 });
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes the narrated demo videos that are missing or out of date in `outDir`, one at a time (the
 * platform keeps serving meanwhile). Without espeak-ng, ffmpeg or the slide font it logs one line
 * and makes nothing: the lessons then play the committed test patterns. Returns the files made.
 */
export async function ensureDemoVideos(options: DemoVideosOptions): Promise<string[]> {
  const { contentDir, outDir, log } = options;
  let missing = await missingVideoTools();
  if (missing.length > 0 && options.install && (await installTools(missing, log))) missing = await missingVideoTools();
  if (missing.length > 0) {
    log(
      `Narrated demo videos skipped: ${missing.join(', ')} missing (apt-get install ${missing.join(' ')}); lessons play the short test patterns.`,
    );
    return [];
  }
  await mkdir(outDir, { recursive: true });
  const articles = await loadArticles(contentDir);
  const made: string[] = [];
  for (const talk of DEMO_TALKS) {
    const article = articles.get(talk.article);
    if (!article) {
      log(`Narrated demo video ${talk.videoId}: no article "${talk.article}" in ${contentDir}/blogs`);
      continue;
    }
    for (const locale of ['ar', 'en'] as const) {
      const slides =
        locale === 'ar'
          ? talkFromArticle(article.arTitle, article.arContent)
          : talkFromArticle(article.enTitle, article.enContent);
      const stamp = createHash('sha256')
        .update(JSON.stringify({ GENERATOR_VERSION, category: talk.category, slides }))
        .digest('hex');
      const file = path.join(outDir, `${talk.videoId}-${locale}.mp4`);
      const stampFile = `${file}.sha256`;
      if ((await readFile(stampFile, 'utf8').catch(() => '')) === stamp) continue;
      const started = Date.now();
      const seconds = await makeNarratedVideo({ locale, category: talk.category, slides, out: file });
      await writeFile(stampFile, stamp);
      log(`Made ${path.basename(file)} (${Math.round(seconds)} s of video in ${Date.now() - started} ms)`);
      made.push(file);
    }
  }
  return made;
}
