import { describe, expect, it } from 'vitest';
import { isBot } from './is-bot';

describe('isBot', () => {
  it('recognises crawlers and preview bots', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isBot('facebookexternalhit/1.1')).toBe(true);
    expect(isBot('WhatsApp/2.23')).toBe(true);
  });
  it('lets people and headless test browsers through', () => {
    expect(
      isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'),
    ).toBe(false);
    expect(
      isBot(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
      ),
    ).toBe(false);
    expect(isBot('')).toBe(false);
    expect(isBot(undefined)).toBe(false);
  });
});
