import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeNarratedVideo, missingVideoTools } from './narrated-video';
import { talkFromArticle } from './talk-script';

const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'manara-talk-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Streams and duration as ffprobe reports them. */
async function probe(file: string) {
  const { stdout } = await run(
    'ffprobe',
    [
      ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,profile,width,height:format=duration'],
      ['-of', 'json', file],
    ].flat(),
  );
  return JSON.parse(stdout) as {
    streams: { codec_type: string; codec_name: string; profile?: string; width?: number; height?: number }[];
    format: { duration: string };
  };
}

const articles = {
  ar: talkFromArticle(
    'الإحماء قبل المباراة',
    '<p>الإحماء الجيد يرفع حرارة العضلات.</p><h2>الخطوات</h2><ul><li>جري خفيف.</li><li>انطلاقات قصيرة.</li></ul>',
  ),
  en: talkFromArticle(
    'Warming up before a match',
    '<p>A good warm-up raises muscle temperature.</p><h2>The steps</h2><ul><li>Easy jogging.</li><li>Short sprints.</li></ul>',
  ),
};

describe('narrated slide videos', () => {
  it('has the tools it needs here (the test runner installs them)', async () => {
    expect(await missingVideoTools()).toEqual([]);
  });

  it.each(['ar', 'en'] as const)(
    'makes a %s talk: H.264 baseline 640×360 with AAC narration, as long as the speech, moov first',
    async (locale) => {
      const out = path.join(dir, `talk-${locale}.mp4`);
      const spoken = await makeNarratedVideo({ locale, category: 'sports-training', slides: articles[locale], out });
      expect(spoken).toBeGreaterThan(3);
      const { streams, format } = await probe(out);
      const video = streams.find((s) => s.codec_type === 'video')!;
      expect(video).toMatchObject({ codec_name: 'h264', profile: 'Constrained Baseline', width: 640, height: 360 });
      expect(streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
      expect(Number(format.duration)).toBeGreaterThan(spoken - 1);
      expect(Number(format.duration)).toBeLessThan(spoken + 1);
      const head = (await readFile(out)).toString('latin1');
      expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat'));
    },
  );
});

describe('talk scripts', () => {
  it('make a title slide narrated with the introduction and a slide per section showing its points', () => {
    expect(articles.en).toEqual([
      {
        heading: 'Warming up before a match',
        points: [],
        narration: 'Warming up before a match. A good warm-up raises muscle temperature.',
      },
      {
        heading: 'The steps',
        points: ['Easy jogging', 'Short sprints'],
        narration: 'The steps. Easy jogging. Short sprints.',
      },
    ]);
    expect(articles.ar[1]!.points).toEqual(['جري خفيف', 'انطلاقات قصيرة']);
  });
});
