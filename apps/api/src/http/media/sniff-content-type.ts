import { open } from 'node:fs/promises';

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

/** The media type of a file from its first bytes, whatever its name says. */
export function contentTypeOf(head: Buffer): string {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
    if (brand === 'heic' || brand === 'heix' || brand === 'mif1') return 'image/heif';
    if (brand === 'isom' || brand === 'mp41' || brand === 'mp42') return 'video/mp4';
  }
  if (ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  return 'application/octet-stream';
}

/** Reads the first bytes of a file and names its media type. */
export async function sniffContentType(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return contentTypeOf(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
