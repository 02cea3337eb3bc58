import { describe, expect, it } from 'vitest';
import { durationOfProbe } from './ffmpeg-video-processor';

describe('durationOfProbe', () => {
  it('reads whole seconds of a file with a video stream', () => {
    const probe = { streams: [{ codec_type: 'audio' }, { codec_type: 'video' }], format: { duration: '754.480000' } };
    expect(durationOfProbe(JSON.stringify(probe))).toBe(754);
    expect(durationOfProbe(JSON.stringify({ ...probe, format: { duration: '0.4' } }))).toBe(1);
  });

  it('takes sound alone, no length, or no JSON for no video', () => {
    expect(
      durationOfProbe(JSON.stringify({ streams: [{ codec_type: 'audio' }], format: { duration: '10' } })),
    ).toBeNull();
    expect(durationOfProbe(JSON.stringify({ streams: [{ codec_type: 'video' }], format: {} }))).toBeNull();
    expect(
      durationOfProbe(JSON.stringify({ streams: [{ codec_type: 'video' }], format: { duration: 'N/A' } })),
    ).toBeNull();
    expect(durationOfProbe('not json')).toBeNull();
  });
});
