/** Bytes `sniffContentType` needs to tell every accepted type apart. */
export const SNIFF_BYTES = 4096;

const latin1 = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);

/** A ZIP is a Word document when its first entry names the Office content-types file or the word/ folder. */
function zipKind(head: Uint8Array): string {
  const text = latin1(head, 0, Math.min(head.length, SNIFF_BYTES));
  return text.includes('[Content_Types].xml') || text.includes('word/')
    ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
    : 'application/zip';
}

/**
 * The media type of a file from its first bytes, whatever its name or the client says. Programs
 * (Windows PE "MZ", ELF, Mach-O, scripts with "#!") are named so they can be refused by type.
 */
export function sniffContentType(head: Uint8Array): string {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (latin1(head, 0, 4) === 'RIFF' && latin1(head, 8, 12) === 'WEBP') return 'image/webp';
  if (latin1(head, 0, 6) === 'GIF87a' || latin1(head, 0, 6) === 'GIF89a') return 'image/gif';
  if (latin1(head, 0, 5) === '%PDF-') return 'application/pdf';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'application/msword';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return zipKind(head);
  if (latin1(head, 4, 8) === 'ftyp') {
    const brand = latin1(head, 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
    if (['isom', 'iso2', 'mp41', 'mp42', 'avc1', 'M4V '].includes(brand)) return 'video/mp4';
  }
  if (latin1(head, 0, 2) === 'MZ') return 'application/x-msdownload';
  if (startsWith(head, [0x7f, 0x45, 0x4c, 0x46])) return 'application/x-executable';
  if (latin1(head, 0, 2) === '#!') return 'text/x-script';
  return 'application/octet-stream';
}
