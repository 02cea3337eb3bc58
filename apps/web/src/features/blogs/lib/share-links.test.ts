import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links';

describe('shareLinks', () => {
  const links = shareLinks('https://manara.example/en/blogs/tips/a-b?x=1&y=2', 'Rest & recovery: كم يوم؟');

  it('encodes the URL and title into each network link', () => {
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fmanara.example%2Fen%2Fblogs%2Ftips%2Fa-b%3Fx%3D1%26y%3D2',
    );
    expect(links.linkedin).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fmanara.example%2Fen%2Fblogs%2Ftips%2Fa-b%3Fx%3D1%26y%3D2',
    );
    expect(new URL(links.x).searchParams.get('url')).toBe('https://manara.example/en/blogs/tips/a-b?x=1&y=2');
    expect(new URL(links.x).searchParams.get('text')).toBe('Rest & recovery: كم يوم؟');
  });

  it('puts title and URL in the WhatsApp message', () => {
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(
      'Rest & recovery: كم يوم؟ https://manara.example/en/blogs/tips/a-b?x=1&y=2',
    );
  });

  it('only links to the networks over https', () => {
    for (const link of Object.values(links)) expect(new URL(link).protocol).toBe('https:');
  });
});
