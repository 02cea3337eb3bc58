import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../schema';
import { findArgumentProblems } from './argument-problems';

const schema = buildSchema();
const problems = (query: string, variables: Record<string, unknown> = {}) =>
  findArgumentProblems(schema, parse(query), variables);

describe('findArgumentProblems', () => {
  it('names literal values of the wrong type by their argument path', () => {
    expect(problems('mutation { addReview(input: { rating: "٥", learningProgramId: "x" }) { code } }')).toEqual([
      { field: 'input.rating', kind: 'integer' },
    ]);
    expect(problems('mutation { addReview(input: { rating: 4.5 }) { code } }')).toEqual([
      { field: 'input.rating', kind: 'integer' },
    ]);
    expect(problems('mutation { toggleBlogLike(blogIds: ["a", 3.5], increment: "yes") { code } }')).toEqual([
      { field: 'blogIds.1', kind: 'id' },
      { field: 'increment', kind: 'boolean' },
    ]);
    expect(
      problems('mutation { sendEmailVerificationCode(input: { email: "a@b.co", purpose: NOPE, extra: 1 }) { code } }'),
    ).toEqual([
      { field: 'input.extra', kind: 'unknownField' },
      { field: 'input.purpose', kind: 'choice' },
    ]);
  });

  it('checks variables where they are used, nested in literals too', () => {
    const addReview = 'mutation M($i: AddReviewInput) { addReview(input: $i) { code } }';
    expect(problems(addReview, { i: { rating: '٥' } })).toEqual([{ field: 'input.rating', kind: 'integer' }]);
    expect(problems(addReview, { i: { rating: 4.5, nope: true } })).toEqual([
      { field: 'input.nope', kind: 'unknownField' },
      { field: 'input.rating', kind: 'integer' },
    ]);
    expect(problems('query Q($n: Int) { courses(paginate: { limit: $n }) { code } }', { n: 'twelve' })).toEqual([
      { field: 'paginate.limit', kind: 'integer' },
    ]);
    expect(
      problems('mutation M($b: Boolean) { toggleBlogLike(blogIds: ["a"], increment: $b) { code } }', { b: 'yes' }),
    ).toEqual([{ field: 'increment', kind: 'boolean' }]);
  });

  it('calls a missing non-null variable required, but not one with a default', () => {
    expect(problems('query Q($n: Int!) { courses(paginate: { limit: $n }) { code } }')).toEqual([
      { field: 'paginate.limit', kind: 'required' },
    ]);
    expect(problems('query Q($n: Int! = 3) { courses(paginate: { limit: $n }) { code } }')).toEqual([]);
  });

  it('finds nothing wrong in a well-typed request, fragments included', () => {
    expect(
      problems(
        'query Q($p: PaginateInput) { courses(paginate: $p) { ...F } } fragment F on LearningProgramPageResponse { code }',
        { p: { limit: 3, page: 1 } },
      ),
    ).toEqual([]);
  });
});
