import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { findLocalVideo } from './local-video-files';

const { localVideoDir } = loadConfig({}).video;
const programsDir = path.resolve(localVideoDir, '../../programs');

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? yamlFiles(path.join(dir, entry.name))
      : entry.name.endsWith('.yaml')
        ? [path.join(dir, entry.name)]
        : [],
  );
}

describe('demo dataset videos', () => {
  const videoIds = new Set(
    yamlFiles(programsDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/videoId:\s*([\w-]+)/g)].map((m) => m[1]!),
    ),
  );

  it('ships a small playable file for every videoId the demo lessons use', async () => {
    expect(videoIds.size).toBeGreaterThan(0);
    for (const id of videoIds) {
      const found = await findLocalVideo(localVideoDir, id);
      expect(found, id).not.toBeNull();
      expect(found!.contentType).toBe('video/mp4');
      expect(statSync(found!.file).size).toBeLessThan(200 * 1024);
      // MP4 with the moov box before mdat (+faststart): playback starts before the whole file arrives.
      const head = readFileSync(found!.file).toString('latin1');
      expect(head.slice(4, 8)).toBe('ftyp');
      expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat'));
    }
  });
});
