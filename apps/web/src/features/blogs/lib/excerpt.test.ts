import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt';

describe('excerpt', () => {
  it('gives short articles whole, as text', () => {
    expect(excerpt('<p>Warm up <strong>well</strong>.</p>')).toBe('Warm up well .');
  });
  it('cuts long text at a word boundary with an ellipsis', () => {
    const out = excerpt(`<p>${'recovery matters, '.repeat(20)}</p>`, 60);
    expect(out.length).toBeLessThanOrEqual(60);
    expect(out.endsWith('…')).toBe(true);
    expect(out).not.toMatch(/[ ,]…$/);
    expect(out.startsWith('recovery matters')).toBe(true);
  });
});
