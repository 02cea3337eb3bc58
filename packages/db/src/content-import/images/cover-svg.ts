import { MOTIFS, type MotifName } from './motifs';
import { randomTools } from './prng';

/** A category's look: background gradient, accent colours, and the motifs that say what it is about. */
export interface CoverTheme {
  /** Background gradient, light corner to dark corner. */
  background: [string, string];
  /** Colours of the motifs and shapes. */
  accents: [string, string, string];
  /** Light surface inside motifs. */
  light: string;
  motifs: MotifName[];
}

const THEMES: Record<string, CoverTheme> = {
  rehabilitation: {
    background: ['#0f766e', '#083344'],
    accents: ['#5eead4', '#f8fafc', '#fbbf24'],
    light: '#ccfbf1',
    motifs: ['bandage', 'cross', 'heart', 'runner'],
  },
  nutrition: {
    background: ['#4d7c0f', '#1a2e05'],
    accents: ['#fde047', '#fb923c', '#f8fafc'],
    light: '#ecfccb',
    motifs: ['plate', 'apple', 'bottle', 'heart'],
  },
  training: {
    background: ['#c2410c', '#431407'],
    accents: ['#fde68a', '#f8fafc', '#38bdf8'],
    light: '#ffedd5',
    motifs: ['runner', 'stopwatch', 'ball', 'cone'],
  },
  fitness: {
    background: ['#a21caf', '#3b0764'],
    accents: ['#f0abfc', '#fef08a', '#f8fafc'],
    light: '#fae8ff',
    motifs: ['dumbbell', 'kettlebell', 'rope', 'heart'],
  },
  psychology: {
    background: ['#4338ca', '#1e1b4b'],
    accents: ['#a5b4fc', '#fcd34d', '#f8fafc'],
    light: '#e0e7ff',
    motifs: ['brain', 'target', 'summit', 'bulb'],
  },
};

/** Catalogue and blog category slugs of the demo dataset, by theme; other slugs get one by hash. */
const THEME_OF_CATEGORY: Record<string, keyof typeof THEMES> = {
  'injury-rehabilitation': 'rehabilitation',
  'injury-prevention': 'rehabilitation',
  nutrition: 'nutrition',
  'nutrition-and-health': 'nutrition',
  'sports-training': 'training',
  'training-tips': 'training',
  fitness: 'fitness',
  'sports-psychology': 'psychology',
};

export const COVER_THEMES = Object.keys(THEMES);

/** The theme a category slug is drawn with (a stable pick for categories we do not know). */
export function coverThemeOf(category: string): string {
  const known = THEME_OF_CATEGORY[category];
  if (known) return known;
  return randomTools(`theme/${category}`).pick(COVER_THEMES);
}

/** The palette and motifs a category is drawn with. */
export const coverTheme = (category: string): CoverTheme => THEMES[coverThemeOf(category)]!;

const f = (n: number) => n.toFixed(0);

/** One motif drawn at (x, y), `size` wide, turned by `angle` degrees. */
export const placeMotif = (
  name: MotifName,
  x: number,
  y: number,
  size: number,
  angle: number,
  ink: string,
  fill: string,
) =>
  `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)} ${f(size / 2)} ${f(size / 2)}) scale(${(size / 100).toFixed(3)})">${MOTIFS[name](ink, fill)}</g>`;

/**
 * A text-free cover illustration for a category (decision 0052): the category's gradient, soft
 * circles, a dotted field, faint small motifs scattered behind, and one large motif on a light disc.
 * Deterministic per seed (the record's slug), so every program looks different within its theme.
 */
export function coverSvg(seed: string, category: string, width: number, height: number): string {
  const theme = coverTheme(category);
  const { between, pick, r } = randomTools(seed);
  const m = Math.min(width, height);
  const [accentA, accentB, accentC] = theme.accents;
  const angle = f(between(20, 70));
  const hero = pick(theme.motifs);
  const heroOnStart = r() < 0.5;
  const heroSize = between(0.4, 0.48) * m;
  const cx = (heroOnStart ? between(0.24, 0.32) : between(0.68, 0.76)) * width;
  const cy = between(0.46, 0.54) * height;
  const heroX = cx - heroSize / 2;
  const heroY = cy - heroSize / 2;
  const discR = heroSize * between(0.66, 0.72);
  const parts: string[] = [];
  // Big soft circles and a wave give depth.
  for (let i = 0; i < 3; i++) {
    parts.push(
      `<circle cx="${f(between(0, 1) * width)}" cy="${f(between(0, 1) * height)}" r="${f(between(0.25, 0.55) * m)}" fill="${pick(theme.accents)}" fill-opacity="${between(0.06, 0.14).toFixed(2)}"/>`,
    );
  }
  const waveY = between(0.72, 0.84) * height;
  parts.push(
    `<path d="M0 ${f(waveY)} C ${f(width * 0.3)} ${f(waveY - m * 0.12)}, ${f(width * 0.6)} ${f(waveY + m * 0.1)}, ${width} ${f(waveY - m * 0.04)} V ${height} H 0 Z" fill="${accentA}" fill-opacity="0.16"/>`,
  );
  // A dotted field on the side away from the hero.
  const dotsX = (heroOnStart ? between(0.62, 0.78) : between(0.08, 0.2)) * width;
  const dotsY = between(0.15, 0.55) * height;
  const step = m * 0.05;
  const dots: string[] = [];
  for (let y = 0; y < 5; y++)
    for (let x = 0; x < 6; x++)
      dots.push(`<circle cx="${f(dotsX + x * step)}" cy="${f(dotsY + y * step)}" r="${f(m * 0.008)}"/>`);
  parts.push(`<g fill="${accentC}" fill-opacity="0.35">${dots.join('')}</g>`);
  // Small motifs scattered faintly.
  const small = 4 + Math.floor(r() * 3);
  for (let i = 0; i < small; i++) {
    const size = between(0.12, 0.2) * m;
    const onHeroSide = r() < 0.3;
    const x = (onHeroSide === heroOnStart ? between(0.02, 0.38) : between(0.5, 0.9)) * width;
    parts.push(
      `<g opacity="${between(0.28, 0.42).toFixed(2)}">${placeMotif(pick(theme.motifs), x, between(0.05, 0.8) * height, size, between(-25, 25), pick([accentA, accentC]), theme.background[0])}</g>`,
    );
  }
  // The hero: a light disc with a ring, the motif on it, and a bright accent dot.
  parts.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(discR)}" fill="${theme.light}"/>`);
  parts.push(
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(discR + m * 0.035)}" fill="none" stroke="${accentA}" stroke-width="${f(m * 0.012)}" stroke-dasharray="${f(m * 0.03)} ${f(m * 0.025)}"/>`,
  );
  parts.push(placeMotif(hero, heroX, heroY, heroSize, between(-8, 8), theme.background[0], accentB));
  parts.push(
    `<circle cx="${f(cx + discR * 0.75)}" cy="${f(cy - discR * 0.75)}" r="${f(m * 0.04)}" fill="${accentB}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${theme.background[0]}"/><stop offset="1" stop-color="${theme.background[1]}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
${parts.join('\n')}
</svg>`;
}
