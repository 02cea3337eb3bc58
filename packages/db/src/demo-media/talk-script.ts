/** One slide of a narrated talk: what it shows and what the voice says while it shows. */
export interface Slide {
  heading: string;
  points: string[];
  narration: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of an HTML fragment: tags dropped, entities decoded, spaces collapsed. */
function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/gi, (m, name: string) =>
      name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? m),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence of a text, cut at a word to at most `max` characters. */
function shortPoint(text: string, max = 70): string {
  const sentence = /^(.+?[.!?؟:؛])(\s|$)/u.exec(text)?.[1] ?? text;
  const clean = sentence.replace(/[.:؛]$/u, '');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/**
 * The slides of a talk made from an article (sanitised HTML): a title slide, then one slide per
 * `<h2>` section showing its list items (or its paragraphs' sentences) as points, narrated
 * with the section's whole text. The introduction before the first heading is narrated on the
 * title slide.
 */
export function talkFromArticle(title: string, html: string, maxPoints = 4): Slide[] {
  const sections = html.split(/<h2[^>]*>/i);
  const intro = htmlText(sections[0] ?? '');
  const slides: Slide[] = [{ heading: title, points: [], narration: `${title}. ${intro}`.trim() }];
  for (const section of sections.slice(1)) {
    const [headingHtml = '', body = ''] = section.split(/<\/h2>/i);
    const heading = htmlText(headingHtml);
    const items = [...body.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => htmlText(m[1]!));
    const paragraphs = [...body.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/gi)].map((m) => htmlText(m[1]!));
    // List items when the section has a list, else its paragraphs' sentences.
    const sentences = paragraphs.flatMap((text) => text.split(/(?<=[.!?؟])\s+/u));
    const points = (items.length > 0 ? items : sentences)
      .filter(Boolean)
      .slice(0, maxPoints)
      .map((text) => shortPoint(text));
    slides.push({ heading, points, narration: `${heading}. ${htmlText(body)}` });
  }
  return slides;
}
