import { describe, expect, it } from 'vitest';
import { blogCategoryPath, blogPath } from './blog-path';

describe('blog paths', () => {
  it('puts an article under its category', () => {
    expect(blogPath('training-tips', 'rest-days')).toBe('/blogs/training-tips/rest-days');
    expect(blogPath(null, 'rest-days')).toBe('/blog/rest-days');
  });
  it('adds the page number beyond the first page only', () => {
    expect(blogCategoryPath('training-tips')).toBe('/blogs/training-tips');
    expect(blogCategoryPath(null, 1)).toBe('/blogs');
    expect(blogCategoryPath(null, 3)).toBe('/blogs?page=3');
  });
});
