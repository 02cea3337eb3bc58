import { ImageEditError } from '@manara/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createSharpImageEditor } from './sharp-image-editor';

const editor = createSharpImageEditor();

/** A 400×200 JPEG, left half red and right half blue, stored with the given EXIF orientation. */
async function halves(orientation: number) {
  const red = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation })
    .toBuffer();
}

async function describeOutput(bytes: Uint8Array) {
  const { width, height, format } = await sharp(bytes).metadata();
  const { dominant } = await sharp(bytes).stats();
  return { width, height, format, red: dominant.r > 200 && dominant.b < 60 };
}

describe('the sharp image editor', () => {
  it('cuts the chosen part of an upright picture into WebP, never enlarged', async () => {
    const { bytes, contentType } = await editor.crop(await halves(1), { x: 0, y: 0, width: 0.5, height: 1 }, 1920);
    expect(contentType).toBe('image/webp');
    expect(await describeOutput(bytes)).toEqual({ width: 200, height: 200, format: 'webp', red: true });
  });

  it('reads the area on the picture as shown, after its EXIF orientation', async () => {
    // Orientation 6 shows the 400×200 stored picture turned a quarter clockwise: 200×400, red on top.
    const { bytes } = await editor.crop(await halves(6), { x: 0, y: 0, width: 1, height: 0.5 }, 1920);
    expect(await describeOutput(bytes)).toEqual({ width: 200, height: 200, format: 'webp', red: true });
  });

  it('scales down to the widest allowed and refuses bytes that are no picture', async () => {
    const { bytes } = await editor.crop(await halves(1), { x: 0, y: 0, width: 1, height: 1 }, 100);
    expect(await describeOutput(bytes)).toMatchObject({ width: 100, height: 50 });
    await expect(editor.crop(new Uint8Array([1, 2, 3]), { x: 0, y: 0, width: 1, height: 1 }, 100)).rejects.toThrow(
      ImageEditError,
    );
  });
});
