import { prng } from './prng';

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%)`;

/**
 * An abstract, text-free SVG: a diagonal gradient around the brand's dark magenta (#8B1E5F,
 * hue ≈ 325°) with soft glows and a few geometric shapes in complementary teal, warm gold and
 * light pink. The same seed always gives the same picture.
 */
export function patternSvg(seed: string, width: number, height: number): string {
  const r = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
  const between = (min: number, max: number) => min + r() * (max - min);
  const base = between(316, 334);
  const second = pick([between(268, 292), between(340, 356), between(300, 312)]);
  const accents = [
    hsl(between(166, 182), between(62, 78), between(52, 62)), // teal
    hsl(between(34, 46), between(88, 96), between(62, 70)), // gold
    hsl(between(326, 338), between(75, 90), between(78, 86)), // light pink
    'hsl(0,0%,100%)',
  ];
  const m = Math.min(width, height);
  const angle = Math.round(between(0, 360));
  const shapes: string[] = [];
  const count = 3 + Math.floor(r() * 4);
  for (let i = 0; i < count; i++) {
    const color = pick(accents);
    const opacity = between(0.2, 0.5).toFixed(2);
    const cx = between(-0.1, 1.1) * width;
    const cy = between(-0.1, 1.1) * height;
    const size = between(0.12, 0.5) * m;
    const rot = Math.round(between(0, 90));
    switch (pick(['circle', 'ring', 'square', 'triangle', 'dots', 'wave'] as const)) {
      case 'circle':
        shapes.push(
          `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${size.toFixed(0)}" fill="${color}" fill-opacity="${opacity}"/>`,
        );
        break;
      case 'ring':
        shapes.push(
          `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${size.toFixed(0)}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${(m * 0.025).toFixed(0)}"/>`,
        );
        break;
      case 'square':
        shapes.push(
          `<rect x="${(cx - size / 2).toFixed(0)}" y="${(cy - size / 2).toFixed(0)}" width="${size.toFixed(0)}" height="${size.toFixed(0)}" rx="${(size * 0.18).toFixed(0)}" fill="${color}" fill-opacity="${opacity}" transform="rotate(${rot} ${cx.toFixed(0)} ${cy.toFixed(0)})"/>`,
        );
        break;
      case 'triangle': {
        const pts = [0, 120, 240].map((a) => {
          const rad = ((a + rot) * Math.PI) / 180;
          return `${(cx + size * Math.cos(rad)).toFixed(0)},${(cy + size * Math.sin(rad)).toFixed(0)}`;
        });
        shapes.push(`<polygon points="${pts.join(' ')}" fill="${color}" fill-opacity="${opacity}"/>`);
        break;
      }
      case 'dots': {
        const step = m * 0.045;
        const dots: string[] = [];
        for (let y = 0; y < 5; y++)
          for (let x = 0; x < 7; x++)
            dots.push(
              `<circle cx="${(cx + x * step).toFixed(0)}" cy="${(cy + y * step).toFixed(0)}" r="${(m * 0.007).toFixed(1)}"/>`,
            );
        shapes.push(`<g fill="${color}" fill-opacity="${(Number(opacity) + 0.25).toFixed(2)}">${dots.join('')}</g>`);
        break;
      }
      case 'wave': {
        const y0 = cy;
        const amp = size * 0.3;
        const d = `M0 ${y0.toFixed(0)} C ${(width * 0.25).toFixed(0)} ${(y0 - amp).toFixed(0)}, ${(width * 0.5).toFixed(0)} ${(y0 + amp).toFixed(0)}, ${width} ${(y0 - amp / 2).toFixed(0)} L ${width} ${height} L 0 ${height} Z`;
        shapes.push(`<path d="${d}" fill="${color}" fill-opacity="${(Number(opacity) * 0.6).toFixed(2)}"/>`);
        break;
      }
    }
  }
  // One bright focal disc with a soft edge gives every picture a centre of interest.
  const focal = pick(accents.slice(0, 3));
  const fx = between(0.55, 0.85) * width;
  const fy = between(0.25, 0.75) * height;
  shapes.unshift(
    `<circle cx="${fx.toFixed(0)}" cy="${fy.toFixed(0)}" r="${(between(0.28, 0.4) * m).toFixed(0)}" fill="url(#focal)"/>`,
  );
  const gx = between(0.15, 0.85).toFixed(2);
  const gy = between(0.15, 0.85).toFixed(2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${hsl(base, between(58, 70), between(24, 32))}"/><stop offset="1" stop-color="${hsl(second, between(45, 60), between(12, 20))}"/></linearGradient>
<radialGradient id="glow" cx="${gx}" cy="${gy}" r="0.6"><stop offset="0" stop-color="${hsl(base + 8, 75, 62)}" stop-opacity="0.55"/><stop offset="1" stop-color="${hsl(base, 70, 40)}" stop-opacity="0"/></radialGradient>
<radialGradient id="focal"><stop offset="0.55" stop-color="${focal}" stop-opacity="0.75"/><stop offset="1" stop-color="${focal}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<rect width="100%" height="100%" fill="url(#glow)"/>
${shapes.join('\n')}
</svg>`;
}
