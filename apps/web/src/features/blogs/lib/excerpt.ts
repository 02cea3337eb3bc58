import { htmlToText } from '@/shared/seo/html-to-text';

/** A description for search results and social cards: the text of the article, cut at a word near `max`. */
export function excerpt(html: string, max = 160): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:،؛]+$/u, '')}…`;
}
