import { coverTheme, placeMotif } from '../content-import/images/cover-svg';
import type { Slide } from './talk-script';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Lines of at most about `width` pixels at `fontSize` (a character is taken as ~0.55 em wide). */
function wrap(text: string, fontSize: number, width: number, maxLines: number): string[] {
  const perLine = Math.max(8, Math.floor(width / (fontSize * 0.55)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]}…`;
  }
  return lines;
}

/**
 * A 640×360 slide in the covers' visual language (decision 0052): the category's gradient, a
 * large motif on a light disc at the end side, the heading and points in DejaVu Sans (which Pango
 * shapes in Arabic; right-aligned and right-to-left for Arabic), and a progress bar.
 */
export function slideSvg(
  slide: Slide,
  options: { locale: 'ar' | 'en'; category: string; index: number; count: number },
): string {
  const { locale, category, index, count } = options;
  const width = 640;
  const height = 360;
  const theme = coverTheme(category);
  const rtl = locale === 'ar';
  const motif = theme.motifs[index % theme.motifs.length]!;
  const title = index === 0;
  // The picture sits at the end side of the reading direction, the text at its start.
  const discX = rtl ? 120 : 520;
  const textStart = rtl ? 600 : 40;
  const textWidth = 400;
  const anchor = rtl ? 'text-anchor="start" direction="rtl"' : 'text-anchor="start"';
  const text = (x: number, y: number, size: number, colour: string, content: string, bold = false) =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="${size}"${bold ? ' font-weight="bold"' : ''} fill="${colour}" ${anchor}>${escapeXml(content)}</text>`;
  const parts: string[] = [];
  const headingSize = title ? 30 : 24;
  const headingLines = wrap(slide.heading, headingSize, textWidth, 3);
  let y = title ? 150 - headingLines.length * 18 : 70;
  for (const line of headingLines) {
    parts.push(text(textStart, y, headingSize, '#ffffff', line, true));
    y += headingSize * 1.3;
  }
  parts.push(
    `<rect x="${rtl ? textStart - 60 : textStart}" y="${y - headingSize * 0.6}" width="60" height="5" rx="2" fill="${theme.accents[1]}"/>`,
  );
  y += 22;
  for (const point of slide.points) {
    const lines = wrap(point, 17, textWidth - 24, 2);
    if (y + (lines.length - 1) * 23 > height - 24) break; // no room left above the progress bar
    const dotX = rtl ? textStart - 6 : textStart + 6;
    parts.push(`<circle cx="${dotX}" cy="${y - 6}" r="5" fill="${theme.accents[0]}"/>`);
    for (const line of lines) {
      parts.push(text(rtl ? textStart - 22 : textStart + 22, y, 17, theme.light, line));
      y += 23;
    }
    y += 9;
  }
  const progress = ((index + 1) / count) * width;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" gradientTransform="rotate(35 0.5 0.5)"><stop offset="0" stop-color="${theme.background[0]}"/><stop offset="1" stop-color="${theme.background[1]}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<circle cx="${discX}" cy="180" r="104" fill="${theme.light}" fill-opacity="0.95"/>
<circle cx="${discX}" cy="180" r="116" fill="none" stroke="${theme.accents[0]}" stroke-width="4" stroke-dasharray="10 8"/>
${placeMotif(motif, discX - 70, 110, 140, 0, theme.background[0], theme.accents[1])}
${parts.join('\n')}
<rect x="0" y="${height - 6}" width="${width}" height="6" fill="#000000" fill-opacity="0.25"/>
<rect x="${rtl ? width - progress : 0}" y="${height - 6}" width="${progress.toFixed(0)}" height="6" fill="${theme.accents[0]}"/>
</svg>`;
}
