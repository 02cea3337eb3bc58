import { describe, expect, it } from 'vitest';
import { CANVAS_NOT_SUPPORTED, compressImage, encodeUnderTarget, scaledSize } from './compress-image';

/** A fake encoder whose output shrinks with the quality, recording each quality asked for. */
function fakeEncoder(bytesAt: (quality: number) => number) {
  const asked: number[] = [];
  const encode = async (quality: number) => {
    asked.push(quality);
    return new Blob([new Uint8Array(bytesAt(quality))]);
  };
  return { asked, encode };
}

describe('scaledSize', () => {
  it('scales wide images to 1920 keeping the ratio and leaves smaller ones', () => {
    expect(scaledSize(3840, 2160)).toEqual({ width: 1920, height: 1080 });
    expect(scaledSize(4000, 3)).toEqual({ width: 1920, height: 1 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('encodeUnderTarget', () => {
  it('stops at 0.9 when the first encoding is small enough', async () => {
    const { asked, encode } = fakeEncoder(() => 50 * 1024);
    expect((await encodeUnderTarget(encode)).quality).toBe(0.9);
    expect(asked).toEqual([0.9]);
  });

  it('lowers the quality by 0.05 until the result is at most 100 KB', async () => {
    const { asked, encode } = fakeEncoder((q) => Math.round(q * 150 * 1024));
    const { blob, quality } = await encodeUnderTarget(encode);
    expect(asked).toEqual([0.9, 0.85, 0.8, 0.75, 0.7, 0.65]);
    expect(quality).toBe(0.65);
    expect(blob.size).toBeLessThanOrEqual(100 * 1024);
  });

  it('gives up at quality 0.1 even when still too large', async () => {
    const { asked, encode } = fakeEncoder(() => 500 * 1024);
    const { quality } = await encodeUnderTarget(encode);
    expect(quality).toBe(0.1);
    expect(asked).toHaveLength(17);
    expect(asked.at(-2)).toBe(0.15);
  });
});

describe('compressImage', () => {
  it('fails with "Canvas not supported" where there is no canvas', async () => {
    await expect(compressImage(new Blob([]))).rejects.toThrow(CANVAS_NOT_SUPPORTED);
  });
});
