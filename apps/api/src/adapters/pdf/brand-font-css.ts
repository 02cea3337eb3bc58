import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const FAMILY_PACKAGE = '@fontsource/ibm-plex-sans-arabic';
const WEIGHTS = [400, 700] as const;
/** Arabic plus Latin cover both invoice languages; the Cyrillic subset is left out. */
const SUBSETS = new Set(['arabic', 'latin', 'latin-ext']);

let cached: string | undefined;

/**
 * @font-face rules for IBM Plex Sans Arabic with the WOFF2 files inlined as data: URLs, built
 * from the @fontsource stylesheets (which carry the per-subset unicode ranges). Inlined because
 * the renderer's page has no origin that could read file:// and must not touch the network.
 */
export function brandFontCss(): string {
  if (cached !== undefined) return cached;
  cached = WEIGHTS.map((weight) => inlineFaces(require.resolve(`${FAMILY_PACKAGE}/${weight}.css`))).join('\n');
  return cached;
}

function inlineFaces(cssPath: string): string {
  const dir = path.dirname(cssPath);
  const faces = readFileSync(cssPath, 'utf8').match(/@font-face\s*{[^}]*}/g) ?? [];
  return faces
    .map((face) => ({ face, woff2: face.match(/url\(([^)]+\.woff2)\)/)?.[1] }))
    .filter(({ woff2 }) => woff2 && SUBSETS.has(subsetOf(woff2)))
    .map(({ face, woff2 }) => {
      const data = readFileSync(path.resolve(dir, woff2!)).toString('base64');
      return face.replace(/src:[^;]+;/, `src: url(data:font/woff2;base64,${data}) format('woff2');`);
    })
    .join('\n');
}

/** `./files/ibm-plex-sans-arabic-latin-ext-400-normal.woff2` → `latin-ext`. */
function subsetOf(file: string): string {
  return path
    .basename(file)
    .replace(/^ibm-plex-sans-arabic-/, '')
    .replace(/-\d{3}-\w+\.woff2$/, '');
}
