import type { BlogRow } from '@manara/db';
import { describe, expect, it } from 'vitest';
import { toBlogView } from './blog-view';

function row(overrides: Partial<BlogRow>): BlogRow {
  const at = new Date('2026-01-01T00:00:00Z');
  return {
    id: '00000000-0000-4000-8000-000000000001',
    slug: 'a-post',
    code: 'B-1',
    enTitle: 'A post',
    arTitle: 'مقال',
    enContent: '<p>Hello</p>',
    arContent: '<p>مرحبا</p>',
    thumbnail: null,
    altText: null,
    status: 'PUBLISHED',
    viewsCount: 0,
    likesCount: 0,
    sharesCount: 0,
    enTags: [],
    arTags: [],
    categoryId: '00000000-0000-4000-8000-000000000002',
    lecturerId: null,
    publishedAt: at,
    enSummary: null,
    arSummary: null,
    enSeoTitle: null,
    arSeoTitle: null,
    enSeoDescription: null,
    arSeoDescription: null,
    version: 1,
    reviewRequestedAt: null,
    reviewComment: null,
    scheduledAt: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

describe('toBlogView', () => {
  it('sanitises both languages on render, whatever was stored', () => {
    const view = toBlogView(
      row({
        enContent: '<p onclick="steal()">Hi<script>steal()</script></p><a href="javascript:alert(1)">x</a>',
        arContent: '<h2 style="color:red">عنوان</h2><iframe src="https://evil.example"></iframe>',
      }),
    );
    expect(view.enContent).not.toMatch(/script|onclick|javascript:/i);
    expect(view.enContent).toContain('<p>Hi</p>');
    expect(view.arContent).toBe('<h2>عنوان</h2>');
  });

  it('keeps allowed markup and every other field as stored', () => {
    const stored = row({
      enContent:
        '<p>Read <strong>this</strong> and <a href="https://example.com/x" rel="noopener noreferrer">that</a>.</p>',
    });
    const view = toBlogView(stored);
    expect(view.enContent).toBe(stored.enContent);
    expect({ ...view, enContent: '', arContent: '' }).toEqual({ ...stored, enContent: '', arContent: '' });
  });
});
