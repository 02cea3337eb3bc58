import { HtmlTokenizer } from './html-tokenizer';

/**
 * Allow-list HTML sanitiser for imported rich text (blog posts, program "about", article lessons,
 * policies) and for what the studio's editor saves. Output is rebuilt from tokens: only the tags
 * below survive, with only the attributes listed, URL attributes checked after entity decoding,
 * every value and text re-escaped and every open tag closed. Content of script-like elements is
 * dropped; other unknown tags are unwrapped. Blocks keep a `dir` of ltr, rtl or auto, so an
 * English paragraph inside an Arabic article reads left to right (decision 0061).
 */
const ALLOWED = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'blockquote',
  'br',
  'img',
  'figure',
  'figcaption',
  'code',
  'pre',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const VOID = new Set(['br', 'img', 'hr']);
/** Elements that may carry a writing direction. */
const DIRECTED = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'pre', 'figure', 'table', 'th', 'td']);
const DIRECTIONS = new Set(['ltr', 'rtl', 'auto']);
/** Cell spans, bounded so a crafted table cannot ask the browser for a huge layout. */
const SPANS = ['colspan', 'rowspan'] as const;
const MAX_SPAN = 20;
/** Elements dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'head',
  'frameset',
  'applet',
]);
const RAW_TEXT = new Set(['script', 'style', 'iframe', 'textarea', 'title', 'xmp', 'noembed', 'noframes', 'noscript']);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  sol: '/',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  num: '#',
  quest: '?',
};

export function decodeEntities(value: string): string {
  return value.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[A-Za-z][A-Za-z0-9]*);?/g, (m, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : '\ufffd';
    }
    return NAMED[ref.toLowerCase()] ?? m;
  });
}

const escapeText = (s: string) =>
  s
    .replace(/&(?!(#[xX][0-9a-fA-F]+|#[0-9]+|[A-Za-z][A-Za-z0-9]*);)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** http(s) or relative URL (no scheme); `httpsOnly` refuses plain http (images). Returns null when refused. */
export function safeUrl(raw: string, httpsOnly = false): string | null {
  // The URL parser strips leading/trailing controls and spaces and removes tabs and newlines anywhere.
  const url = decodeEntities(raw)
    .replace(/[\t\n\r]/g, '')
    // eslint-disable-next-line no-control-regex
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  // eslint-disable-next-line no-control-regex
  if (url === '' || /[\u0000-\u001f\u007f\\]/.test(url)) return null;
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(url);
  if (scheme) {
    const name = scheme[1]!.toLowerCase();
    return name === 'https' || (name === 'http' && !httpsOnly) ? url : null;
  }
  if (url.startsWith('//')) return null; // protocol-relative: another host, scheme of the page
  // A ":" before the first "/", "?" or "#" would make the browser read a scheme.
  return /^[^/?#]*:/.test(url) ? null : url;
}

function renderStart(name: string, attrs: [string, string][]): string | null {
  const get = (n: string) => attrs.find(([k]) => k === n)?.[1];
  if (name === 'a') {
    const href = get('href');
    const safe = href === undefined ? null : safeUrl(href);
    return safe === null ? '<a rel="noopener noreferrer">' : `<a href="${escapeAttr(safe)}" rel="noopener noreferrer">`;
  }
  if (name === 'img') {
    const src = safeUrl(get('src') ?? '', true);
    if (src === null) return null;
    return `<img src="${escapeAttr(src)}" alt="${escapeAttr(decodeEntities(get('alt') ?? ''))}">`;
  }
  let kept = '';
  const dir = get('dir')?.trim().toLowerCase();
  if (dir !== undefined && DIRECTED.has(name) && DIRECTIONS.has(dir)) kept += ` dir="${dir}"`;
  if (name === 'td' || name === 'th')
    for (const span of SPANS) {
      const value = Number(get(span));
      if (Number.isInteger(value) && value > 1 && value <= MAX_SPAN) kept += ` ${span}="${value}"`;
    }
  return `<${name}${kept}>`;
}

export function sanitizeHtml(input: string): string {
  const tokenizer = new HtmlTokenizer(input);
  const out: string[] = [];
  const open: string[] = [];
  let dropDepth = 0;
  let dropping = '';
  for (let token = tokenizer.next(); token; token = tokenizer.next()) {
    if (token.type === 'text') {
      if (dropDepth === 0) out.push(escapeText(token.text));
    } else if (token.type === 'start') {
      if (token.name === 'plaintext') break;
      if (RAW_TEXT.has(token.name)) {
        tokenizer.skipRawText(token.name);
      } else if (DROP_WITH_CONTENT.has(token.name) && !token.selfClosing) {
        if (dropDepth === 0) dropping = token.name;
        if (token.name === dropping) dropDepth++;
      } else if (dropDepth === 0 && ALLOWED.has(token.name)) {
        const html = renderStart(token.name, token.attrs);
        if (html !== null) {
          out.push(html);
          if (!VOID.has(token.name)) open.push(token.name);
        }
      }
    } else if (dropDepth > 0) {
      if (token.name === dropping) dropDepth--;
    } else if (ALLOWED.has(token.name) && !VOID.has(token.name)) {
      const at = open.lastIndexOf(token.name);
      if (at !== -1) while (open.length > at) out.push(`</${open.pop()}>`);
    }
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}
