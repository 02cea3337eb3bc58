/**
 * A small HTML tokenizer following the WHATWG tokenizer's rules where they matter for
 * sanitising: tag names end at whitespace, "/" or ">"; attribute values may be quoted with " or '
 * (and then contain ">") or unquoted; comments, doctypes and processing instructions are skipped;
 * a "<" that cannot start a tag is text. Raw-text elements (script, style…) are handled by the caller
 * through `skipRawText`.
 */
export type HtmlToken =
  | { type: 'text'; text: string }
  | { type: 'start'; name: string; attrs: [string, string][]; selfClosing: boolean }
  | { type: 'end'; name: string };

const WS = /[\t\n\f\r ]/;

export class HtmlTokenizer {
  private pos = 0;
  constructor(private readonly src: string) {}

  next(): HtmlToken | null {
    for (;;) {
      const token = this.step();
      if (token !== 'skipped') return token;
    }
  }

  private step(): HtmlToken | null | 'skipped' {
    const s = this.src;
    if (this.pos >= s.length) return null;
    const lt = s.indexOf('<', this.pos);
    if (lt !== this.pos) {
      const end = lt === -1 ? s.length : lt;
      const text = s.slice(this.pos, end);
      this.pos = end;
      return { type: 'text', text };
    }
    const c = s[lt + 1] ?? '';
    if (s.startsWith('<!--', lt)) return this.skipPast('-->', lt + 4);
    if (c === '!' || c === '?') return this.skipPast('>', lt + 2);
    if (c === '/' && /[A-Za-z]/.test(s[lt + 2] ?? '')) return this.readTag(lt + 2, true);
    if (c === '/') return this.skipPast('>', lt + 2); // "</ >" and "</3" are bogus comments
    if (/[A-Za-z]/.test(c)) return this.readTag(lt + 1, false);
    this.pos = lt + 1;
    return { type: 'text', text: '<' };
  }

  /** Skips the content of a raw-text element up to and including its end tag (or to the end). */
  skipRawText(name: string): void {
    const re = new RegExp(`</${name}(?=[\\t\\n\\f\\r />])`, 'gi');
    re.lastIndex = this.pos;
    const m = re.exec(this.src);
    if (!m) {
      this.pos = this.src.length;
      return;
    }
    this.pos = m.index;
    this.next(); // consume the end tag itself
  }

  private skipPast(marker: string, from: number): 'skipped' {
    const end = this.src.indexOf(marker, from);
    this.pos = end === -1 ? this.src.length : end + marker.length;
    return 'skipped';
  }

  private readTag(from: number, isEnd: boolean): HtmlToken | null {
    const s = this.src;
    let i = from;
    while (i < s.length && !WS.test(s[i]!) && s[i] !== '/' && s[i] !== '>') i++;
    const name = s.slice(from, i).toLowerCase();
    const attrs: [string, string][] = [];
    let selfClosing = false;
    for (;;) {
      while (i < s.length && (WS.test(s[i]!) || s[i] === '/')) {
        selfClosing = s[i] === '/';
        i++;
      }
      if (i >= s.length) {
        // An unterminated tag at the end of input is dropped, as browsers do.
        this.pos = s.length;
        return null;
      }
      if (s[i] === '>') {
        i++;
        break;
      }
      selfClosing = false;
      const nameStart = i;
      i++; // the first character may be "=" (a parse error browsers accept as part of the name)
      while (i < s.length && !WS.test(s[i]!) && !'/>='.includes(s[i]!)) i++;
      const attrName = s.slice(nameStart, i).toLowerCase();
      while (i < s.length && WS.test(s[i]!)) i++;
      let value = '';
      if (s[i] === '=') {
        i++;
        while (i < s.length && WS.test(s[i]!)) i++;
        const q = s[i];
        if (q === '"' || q === "'") {
          const close = s.indexOf(q, i + 1);
          if (close === -1) {
            this.pos = s.length;
            return null;
          }
          value = s.slice(i + 1, close);
          i = close + 1;
        } else {
          const start = i;
          while (i < s.length && !WS.test(s[i]!) && s[i] !== '>') i++;
          value = s.slice(start, i);
        }
      }
      if (!attrs.some(([n]) => n === attrName)) attrs.push([attrName, value]);
    }
    this.pos = i;
    return isEnd ? { type: 'end', name } : { type: 'start', name, attrs, selfClosing };
  }
}
