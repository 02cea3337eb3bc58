import { describe, expect, it } from 'vitest';
import { safeUrl, sanitizeHtml } from './sanitize-html';

/** Nothing executable may survive: no handlers, no script-capable schemes, no dangerous tags. */
function expectInert(html: string): void {
  expect(html).not.toMatch(/<\s*(script|style|iframe|object|embed|svg|math|form|input|base|meta|link)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);
  expect(html).not.toMatch(/style=/i);
}

describe('sanitizeHtml', () => {
  it('keeps allowed markup', () => {
    const html = '<h2>Title</h2><p>Hello <strong>bold</strong> <em>em</em><br>line</p><ul><li>a</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("keeps the editor's directions, tables and rules, and nothing else on them", () => {
    const html =
      '<p dir="rtl">مرحبا</p><p dir="auto">Hello</p><ul dir="ltr"><li dir="auto"><p dir="auto">a</p></li></ul><hr>' +
      '<table><tbody><tr><th dir="auto" colspan="2">h</th></tr><tr><td rowspan="3">1</td><td>2</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(
      sanitizeHtml(
        '<table style="min-width: 25px"><colgroup><col style="min-width: 25px"></colgroup><tbody><tr><td colspan="1" rowspan="999" colwidth="40" dir="sideways">x</td></tr></tbody></table>',
      ),
    ).toBe('<table><tbody><tr><td>x</td></tr></tbody></table>');
    expect(sanitizeHtml('<strong dir="rtl">x</strong><a href="/a" dir="rtl">y</a>')).toBe(
      '<strong>x</strong><a href="/a" rel="noopener noreferrer">y</a>',
    );
  });

  it('keeps Arabic text untouched', () => {
    expect(sanitizeHtml('<p>تأهيل الرباط الصليبي &amp; العودة للملاعب</p>')).toBe(
      '<p>تأهيل الرباط الصليبي &amp; العودة للملاعب</p>',
    );
  });

  it('adds rel to links and keeps http, https and relative hrefs', () => {
    expect(sanitizeHtml('<a href="https://who.int/x?a=1&amp;b=2" target="_blank">x</a>')).toBe(
      '<a href="https://who.int/x?a=1&amp;b=2" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/blogs/nutrition">x</a>')).toBe(
      '<a href="/blogs/nutrition" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml("<a href='http://example.com'>x</a>")).toBe(
      '<a href="http://example.com" rel="noopener noreferrer">x</a>',
    );
  });

  const payloads: [string, string][] = [
    ['script tag', '<script>alert(1)</script><p>ok</p>'],
    ['script upper case', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>'],
    ['split script', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
    ['img onerror', '<img src=x onerror=alert(1)>'],
    ['img onerror quoted', '<img src="https://ok.example/a.png" onerror="alert(1)">'],
    ['javascript href', '<a href="javascript:alert(1)">x</a>'],
    ['javascript href mixed case + spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>'],
    ['javascript href with tab', '<a href="java\tscript:alert(1)">x</a>'],
    ['javascript href entity encoded', '<a href="&#106;&#97;vascript&#58;alert(1)">x</a>'],
    ['javascript href hex entity', '<a href="javascript&#x3A;alert(1)">x</a>'],
    ['javascript href named colon', '<a href="javascript&colon;alert(1)">x</a>'],
    ['vbscript href', '<a href="vbscript:msgbox(1)">x</a>'],
    ['data href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['data img', '<img src="data:image/svg+xml,<svg onload=alert(1)>">'],
    ['svg onload', '<svg onload=alert(1)><circle r=1 /></svg>'],
    ['svg script', '<svg><script>alert(1)</script></svg>'],
    ['math', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['style tag', '<style>body{background:url(javascript:alert(1))}</style>'],
    ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
    ['event on allowed tag', '<p onclick="alert(1)">x</p>'],
    ['slash separated attribute', '<a/href="javascript:alert(1)">x</a>'],
    ['quote breaking', '<a href="https://ok.example/" onmouseover="alert(1)">x</a>'],
    ['gt inside attribute', '<a title="a>b" href="javascript:alert(1)">x</a>'],
    ['unterminated tag', '<p>ok</p><img src=x onerror=alert(1)//'],
    ['comment trick', '<!--<img src=x onerror=alert(1)>-->'],
    ['conditional comment', '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->'],
    ['form', '<form action="javascript:alert(1)"><input type=submit></form>'],
    ['base and meta', '<base href="javascript:/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['object and embed', '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">'],
    ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
    ['textarea mXSS', '<textarea><img src=x onerror=alert(1)></textarea>'],
    ['plaintext', '<plaintext><img src=x onerror=alert(1)>'],
    ['protocol-relative image', '<img src="//evil.example/a.png">'],
    ['http image', '<img src="http://evil.example/a.png">'],
    ['nul in scheme', '<a href="java\u0000script:alert(1)">x</a>'],
    ['unclosed attribute quote', '<a href="https://ok.example/>x</a><script>alert(1)</script>'],
    ['template', '<template><img src=x onerror=alert(1)></template>'],
    ['nested drop', '<svg><svg></svg><img src=x onerror=alert(1)></svg>'],
  ];

  it.each(payloads)('neutralises %s', (_name, payload) => {
    const out = sanitizeHtml(payload);
    expectInert(out);
    // Re-sanitising is a fixed point: the output is already in canonical form.
    expect(sanitizeHtml(out)).toBe(out);
  });

  it('drops script content and unwraps unknown tags', () => {
    expect(sanitizeHtml('<div><span>a</span><script>bad()</script>b</div>')).toBe('ab');
  });

  it('escapes stray angle brackets in text', () => {
    expect(sanitizeHtml('1 < 2 > 0 <3')).toBe('1 &lt; 2 &gt; 0 &lt;3');
  });

  it('closes open tags and ignores stray end tags', () => {
    expect(sanitizeHtml('<p><strong>a</p></em>b')).toBe('<p><strong>a</strong></p>b');
  });

  it('keeps safe images with https or relative src and alt', () => {
    expect(sanitizeHtml('<img src="https://cdn.example/a.webp" alt="a &quot;b&quot;" width=3>')).toBe(
      '<img src="https://cdn.example/a.webp" alt="a &quot;b&quot;">',
    );
    expect(sanitizeHtml('<figure><img src="/uploads/a.webp"><figcaption>c</figcaption></figure>')).toBe(
      '<figure><img src="/uploads/a.webp" alt=""><figcaption>c</figcaption></figure>',
    );
  });
});

describe('safeUrl', () => {
  it('accepts http(s) and relative, refuses others', () => {
    expect(safeUrl('https://a.example')).toBe('https://a.example');
    expect(safeUrl('page#x')).toBe('page#x');
    expect(safeUrl('?q=a:b')).toBe('?q=a:b');
    expect(safeUrl('mailto:a@b.c')).toBeNull();
    expect(safeUrl('http://a.example', true)).toBeNull();
    expect(safeUrl('\\\\evil.example')).toBeNull();
  });
});
