import { randomTools } from './prng';

/** Who a generated portrait shows; unset picks either by the seed. */
export type PortraitFigure = 'woman' | 'man';

const SKIN = ['#f5d0b5', '#e8b692', '#d49a6a', '#b87a4b', '#9a6236', '#7a4a28', '#5c3719'];
const HAIR = ['#1f1a17', '#2e211b', '#3b2a20', '#4a3426', '#6b4a2f', '#8a8a8a'];
const HIJAB = ['#7c3aed', '#0f766e', '#be185d', '#1d4ed8', '#a16207', '#334155', '#9f1239'];
const CLOTHES = ['#1e3a8a', '#0f766e', '#7c2d12', '#334155', '#831843', '#14532d', '#f8fafc'];
const BACKDROP = [
  ['#fde68a', '#f59e0b'],
  ['#bae6fd', '#0ea5e9'],
  ['#bbf7d0', '#22c55e'],
  ['#fbcfe8', '#ec4899'],
  ['#ddd6fe', '#8b5cf6'],
  ['#fed7aa', '#f97316'],
] as const;

/** A darker or lighter shade of a #rrggbb colour. */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * (1 + amount))))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/**
 * An illustrated head-and-shoulders portrait for a lecturer (decision 0052): a round backdrop,
 * clothing (lab coat, polo or training top), a face with eyes, brows and a smile, and hair, a beard
 * or a hijab, with skin, hair and clothing colours varied by the seed. Drawn in a 512×512 box and
 * scaled to the size asked for.
 */
export function portraitSvg(seed: string, width: number, height: number, figure?: PortraitFigure): string {
  const { between, pick, r } = randomTools(seed);
  const who: PortraitFigure = figure ?? (r() < 0.5 ? 'woman' : 'man');
  const skin = pick(SKIN);
  const skinShade = shade(skin, -0.14);
  const hair = pick(HAIR);
  const [backLight, backDark] = pick(BACKDROP);
  const top = pick(['coat', 'polo', 'track'] as const);
  const cloth = pick(CLOTHES.filter((c) => c !== '#f8fafc'));
  const faceW = between(84, 94);
  const faceH = between(104, 114);
  const cx = 256;
  const cy = 222;
  const parts: string[] = [];

  const hijab = who === 'woman' && r() < 0.5;
  const hijabColour = pick(HIJAB);
  // Hair behind the head (long hair) or the hijab's back.
  if (hijab) {
    parts.push(
      `<path d="M${cx - faceW - 34} ${cy} C${cx - faceW - 40} ${cy - 150} ${cx + faceW + 40} ${cy - 150} ${cx + faceW + 34} ${cy} C${cx + faceW + 40} ${cy + 90} ${cx + 120} ${cy + 150} ${cx + 150} ${cy + 190} H${cx - 150} C${cx - 120} ${cy + 150} ${cx - faceW - 40} ${cy + 90} ${cx - faceW - 34} ${cy} Z" fill="${hijabColour}"/>`,
    );
  } else if (who === 'woman') {
    const length = between(110, 170);
    parts.push(
      `<path d="M${cx - faceW - 22} ${cy - 20} C${cx - faceW - 30} ${cy - 150} ${cx + faceW + 30} ${cy - 150} ${cx + faceW + 22} ${cy - 20} L${cx + faceW + 30} ${cy + length} C${cx + 40} ${cy + length + 20} ${cx - 40} ${cy + length + 20} ${cx - faceW - 30} ${cy + length} Z" fill="${hair}"/>`,
    );
  }
  // Shoulders and clothing.
  const shoulders = `M96 512 C96 410 150 372 ${cx - 46} 360 H${cx + 46} C362 372 416 410 416 512 Z`;
  if (top === 'coat') {
    parts.push(`<path d="${shoulders}" fill="#f8fafc"/>`);
    parts.push(`<path d="M${cx - 46} 362 L${cx} 470 L${cx + 46} 362 Z" fill="${cloth}"/>`);
    parts.push(
      `<path d="M${cx - 46} 360 L${cx - 14} 440 L${cx - 60} 512 M${cx + 46} 360 L${cx + 14} 440 L${cx + 60} 512" fill="none" stroke="#cbd5e1" stroke-width="6" stroke-linejoin="round"/>`,
    );
    parts.push(`<rect x="${cx + 70}" y="430" width="34" height="6" rx="3" fill="${pick(HIJAB)}"/>`);
  } else if (top === 'polo') {
    parts.push(`<path d="${shoulders}" fill="${cloth}"/>`);
    parts.push(
      `<path d="M${cx - 48} 360 L${cx - 8} 396 L${cx - 26} 414 Z M${cx + 48} 360 L${cx + 8} 396 L${cx + 26} 414 Z" fill="${shade(cloth, 0.35)}"/>`,
    );
    parts.push(`<path d="M${cx} 396 V450" stroke="${shade(cloth, -0.3)}" stroke-width="5"/>`);
  } else {
    parts.push(`<path d="${shoulders}" fill="${cloth}"/>`);
    parts.push(
      `<path d="M150 412 L200 512 M362 412 L312 512" stroke="#f8fafc" stroke-width="12" stroke-linecap="round" opacity="0.85"/>`,
    );
    parts.push(`<path d="M${cx} 372 V512" stroke="${shade(cloth, -0.35)}" stroke-width="6"/>`);
  }
  // Neck (covered by the hijab when there is one), ears, face.
  if (!hijab) {
    parts.push(
      `<rect x="${cx - 32}" y="${cy + 70}" width="64" height="${360 - cy - 60}" rx="20" fill="${skinShade}"/>`,
    );
    parts.push(`<ellipse cx="${cx - faceW + 2}" cy="${cy + 6}" rx="16" ry="24" fill="${skinShade}"/>`);
    parts.push(`<ellipse cx="${cx + faceW - 2}" cy="${cy + 6}" rx="16" ry="24" fill="${skinShade}"/>`);
  } else {
    parts.push(
      `<path d="M${cx - 90} 372 C${cx - 60} ${cy + 110} ${cx + 60} ${cy + 110} ${cx + 90} 372 L${cx + 60} 420 H${cx - 60} Z" fill="${shade(hijabColour, -0.15)}"/>`,
    );
  }
  parts.push(`<ellipse cx="${cx}" cy="${cy}" rx="${faceW}" ry="${faceH}" fill="${skin}"/>`);
  // Hair on top, a beard, or the hijab's front band.
  if (hijab) {
    parts.push(
      `<path d="M${cx - faceW - 6} ${cy + 10} C${cx - faceW - 10} ${cy - 140} ${cx + faceW + 10} ${cy - 140} ${cx + faceW + 6} ${cy + 10} C${cx + faceW - 6} ${cy - 70} ${cx - faceW + 6} ${cy - 70} ${cx - faceW - 6} ${cy + 10} Z" fill="${hijabColour}"/>`,
    );
  } else if (who === 'woman') {
    parts.push(
      `<path d="M${cx - faceW - 4} ${cy + 10} C${cx - faceW - 14} ${cy - 130} ${cx + faceW + 14} ${cy - 130} ${cx + faceW + 4} ${cy + 10} C${cx + faceW - 20} ${cy - 40} ${cx + 10} ${cy - 60} ${cx - 10} ${cy - 86} C${cx - 30} ${cy - 50} ${cx - faceW + 10} ${cy - 40} ${cx - faceW - 4} ${cy + 10} Z" fill="${hair}"/>`,
    );
  } else {
    const style = pick(['short', 'curly', 'receding'] as const);
    if (style === 'curly') {
      const curls: string[] = [];
      for (let a = 200; a <= 340; a += 14) {
        const rad = (a * Math.PI) / 180;
        curls.push(
          `<circle cx="${(cx + (faceW + 4) * Math.cos(rad)).toFixed(0)}" cy="${(cy - 10 + (faceH + 4) * Math.sin(rad)).toFixed(0)}" r="26"/>`,
        );
      }
      parts.push(`<g fill="${hair}">${curls.join('')}</g>`);
    } else {
      const hairline = style === 'receding' ? cy - 70 : cy - 46;
      parts.push(
        `<path d="M${cx - faceW - 2} ${cy - 6} C${cx - faceW - 10} ${cy - 138} ${cx + faceW + 10} ${cy - 138} ${cx + faceW + 2} ${cy - 6} C${cx + faceW - 8} ${hairline} ${cx + 30} ${hairline - 10} ${cx} ${hairline} C${cx - 30} ${hairline - 10} ${cx - faceW + 8} ${hairline} ${cx - faceW - 2} ${cy - 6} Z" fill="${hair}"/>`,
      );
    }
    if (r() < 0.55) {
      const beard = r() < 0.5 ? hair : shade(hair, 0.25);
      parts.push(
        `<path d="M${cx - faceW + 2} ${cy + 24} C${cx - faceW + 10} ${cy + faceH + 14} ${cx + faceW - 10} ${cy + faceH + 14} ${cx + faceW - 2} ${cy + 24} C${cx + faceW - 14} ${cy + 70} ${cx + 40} ${cy + 96} ${cx} ${cy + 96} C${cx - 40} ${cy + 96} ${cx - faceW + 14} ${cy + 70} ${cx - faceW + 2} ${cy + 24} Z" fill="${beard}"/>`,
      );
      parts.push(
        `<path d="M${cx - 34} ${cy + 52} C${cx - 12} ${cy + 40} ${cx + 12} ${cy + 40} ${cx + 34} ${cy + 52}" fill="none" stroke="${beard}" stroke-width="12" stroke-linecap="round"/>`,
      );
    }
  }
  // Eyes, brows, nose, smile, cheeks, perhaps glasses.
  const eyeY = cy - 4;
  const eyeDx = faceW * 0.42;
  const brow = who === 'woman' && !hijab ? hair : shade(hair, 0.1);
  parts.push(
    `<g fill="#1f1a17"><ellipse cx="${cx - eyeDx}" cy="${eyeY}" rx="8" ry="10"/><ellipse cx="${cx + eyeDx}" cy="${eyeY}" rx="8" ry="10"/></g>`,
    `<path d="M${cx - eyeDx - 18} ${eyeY - 24} Q${cx - eyeDx} ${eyeY - 34} ${cx - eyeDx + 18} ${eyeY - 24} M${cx + eyeDx - 18} ${eyeY - 24} Q${cx + eyeDx} ${eyeY - 34} ${cx + eyeDx + 18} ${eyeY - 24}" fill="none" stroke="${brow}" stroke-width="${who === 'woman' ? 6 : 9}" stroke-linecap="round"/>`,
    `<path d="M${cx} ${eyeY + 8} Q${cx - 12} ${eyeY + 36} ${cx + 4} ${eyeY + 40}" fill="none" stroke="${shade(skin, -0.3)}" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M${cx - 30} ${cy + 62} Q${cx} ${cy + 86} ${cx + 30} ${cy + 62}" fill="none" stroke="${who === 'woman' ? '#9f1239' : '#5c2a1d'}" stroke-width="7" stroke-linecap="round"/>`,
    `<g fill="#f43f5e" fill-opacity="0.16"><circle cx="${cx - eyeDx - 8}" cy="${cy + 40}" r="16"/><circle cx="${cx + eyeDx + 8}" cy="${cy + 40}" r="16"/></g>`,
  );
  if (r() < 0.3) {
    parts.push(
      `<g fill="none" stroke="#1f2937" stroke-width="5"><circle cx="${cx - eyeDx}" cy="${eyeY}" r="24"/><circle cx="${cx + eyeDx}" cy="${eyeY}" r="24"/><path d="M${cx - eyeDx + 24} ${eyeY} Q${cx} ${eyeY - 10} ${cx + eyeDx - 24} ${eyeY}"/></g>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 512 512">
<defs><radialGradient id="back" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${backLight}"/><stop offset="1" stop-color="${backDark}"/></radialGradient><clipPath id="round"><rect width="512" height="512"/></clipPath></defs>
<rect width="512" height="512" fill="url(#back)"/>
<circle cx="${between(60, 140).toFixed(0)}" cy="${between(60, 140).toFixed(0)}" r="${between(40, 70).toFixed(0)}" fill="#ffffff" fill-opacity="0.25"/>
<g clip-path="url(#round)">${parts.join('\n')}</g>
</svg>`;
}
