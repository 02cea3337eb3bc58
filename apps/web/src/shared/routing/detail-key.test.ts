import { describe, expect, it } from 'vitest';
import { detailKeyOf } from './detail-key';

describe('detailKeyOf', () => {
  it('reads the 8-4-4-4-12 form as an id, in any case', () => {
    expect(detailKeyOf('3F2504E0-4F89-41D3-9A0C-0305E82C3301')).toEqual({ id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' });
  });
  it('reads anything else as a slug, decoded', () => {
    expect(detailKeyOf('acl-rehabilitation')).toEqual({ slug: 'acl-rehabilitation' });
    expect(detailKeyOf('3f2504e0-4f89-41d3-9a0c')).toEqual({ slug: '3f2504e0-4f89-41d3-9a0c' });
    expect(detailKeyOf('%D8%AA%D8%A3%D9%87%D9%8A%D9%84')).toEqual({ slug: 'تأهيل' });
  });
});
