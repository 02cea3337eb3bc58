import { describe, expect, it } from 'vitest';
import { publicAnswerKey } from './public-answer-key';

const courses = 'query courses($paginate: PaginateInput) { courses(paginate: $paginate) { success } }';
const body = (query: string, variables: Record<string, unknown> = {}) => ({ query, variables, operationName: null });

describe('publicAnswerKey', () => {
  it('names one public query by document, variables and language', () => {
    const key = publicAnswerKey(body(courses, { paginate: { page: 1 } }), 'ar');
    expect(key).toMatch(/^answer:[\w-]{43}$/);
    expect(publicAnswerKey(body(courses, { paginate: { page: 1 } }), 'ar')).toBe(key);
    expect(publicAnswerKey(body(courses, { paginate: { page: 2 } }), 'ar')).not.toBe(key);
    expect(publicAnswerKey(body(courses, { paginate: { page: 1 } }), 'en')).not.toBe(key);
    expect(publicAnswerKey(body('query { a: courses { success } b: allSearch { success } }'), 'ar')).not.toBeNull();
  });

  it('refuses mutations, private or unknown fields, directives, several operations and broken documents', () => {
    for (const query of [
      'mutation logout { logout { success } }',
      'query { courses { success } me { success } }',
      'query { getCart { success } }',
      'query { courses @include(if: true) { success } }',
      'query { ... on Query { courses { success } } }',
      `${courses} query other { courses { success } }`,
      'query { courses { success }',
    ])
      expect(publicAnswerKey(body(query), 'ar'), query).toBeNull();
    expect(publicAnswerKey({ variables: {} }, 'ar')).toBeNull();
    expect(publicAnswerKey(null, 'ar')).toBeNull();
  });
});
