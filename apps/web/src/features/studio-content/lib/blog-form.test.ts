import { describe, expect, it } from 'vitest';
import { blogFormOf, blogInputOf, emptyBlogForm, readTags } from './blog-form';

describe('the post form', () => {
  it('reads tags split by Latin or Arabic commas, without blanks or repeats', () => {
    expect(readTags('التعافي، النوم ,  , النوم')).toEqual(['التعافي', 'النوم']);
    expect(readTags('')).toEqual([]);
  });

  it('sends empty optional fields as null and round-trips a stored post', () => {
    const input = blogInputOf({ ...emptyBlogForm, enTitle: 'Sleep', enTags: 'sleep, rest' });
    expect(input).toMatchObject({ slug: null, thumbnail: null, lecturerId: null, enTags: ['sleep', 'rest'] });
    const stored = { ...input, slug: 'sleep', thumbnail: null, lecturerId: null, arTags: ['نوم'], enTags: ['sleep'] };
    expect(blogFormOf(stored)).toMatchObject({ slug: 'sleep', thumbnail: '', arTags: 'نوم', enTags: 'sleep' });
  });
});
