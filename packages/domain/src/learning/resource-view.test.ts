import { describe, expect, it } from 'vitest';
import { downloadUrlOf } from './resource-view';

describe('downloadUrlOf', () => {
  it('serves stored keys from the media route and keeps links and site paths', () => {
    expect(downloadUrlOf('resources/sheet.pdf')).toBe('/media/resources/sheet.pdf');
    expect(downloadUrlOf('https://www.who.int/x')).toBe('https://www.who.int/x');
    expect(downloadUrlOf('/media/a.pdf')).toBe('/media/a.pdf');
  });
});
