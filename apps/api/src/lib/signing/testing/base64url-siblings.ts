const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The other spellings of an unpadded base64url string that a lenient decoder reads as the same
 * bytes: the last character carries spare low bits (2 of them after 1 leftover byte, 4 after 2),
 * so 3 or 15 other last characters decode alike. Also the padded and standard-alphabet forms.
 */
export function base64urlSiblings(value: string): string[] {
  const spareBits = value.length % 4 === 3 ? 2 : value.length % 4 === 2 ? 4 : 0;
  const last = ALPHABET.indexOf(value.at(-1)!);
  const stem = value.slice(0, -1);
  const siblings: string[] = [];
  for (let low = 0; low < 1 << spareBits; low++) {
    const index = (last & ~((1 << spareBits) - 1)) | low;
    if (index !== last) siblings.push(stem + ALPHABET[index]);
  }
  const padding = spareBits === 2 ? '=' : spareBits === 4 ? '==' : '';
  if (padding) siblings.push(value + padding);
  if (/[-_]/.test(value)) siblings.push(value.replaceAll('-', '+').replaceAll('_', '/'));
  return siblings;
}
