import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text';

describe('htmlToText', () => {
  it('drops tags and scripts, decodes entities and collapses spaces', () => {
    expect(
      htmlToText('<p>Hello&nbsp;<b>world</b></p>\n<p>A &amp; B &lt;3 &#1605;&#x0646;</p><script>x()</script>'),
    ).toBe('Hello world A & B <3 من');
  });

  it('keeps unknown entities as written', () => {
    expect(htmlToText('a &bogus; b')).toBe('a &bogus; b');
  });
});
