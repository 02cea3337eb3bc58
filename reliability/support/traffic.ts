import type { Catalogue, Learner } from './fixtures';
import { call, type CallResult } from './graphql';

/** One request as the load saw it: when (ms since the load began), which operation, how it ended. */
export interface Sample {
  at: number;
  op: string;
  /** 'OK' (or another success code), the failure envelope's code, 'HTTP_<status>', or 'NETWORK'. */
  outcome: string;
  ok: boolean;
  ms: number;
  problem: string | null;
}

const Q = {
  courses: `query Courses($paginate: PaginateInput) { courses(paginate: $paginate) { code success message data { items { id slug } pageInfo { totalCount } } } }`,
  course: `query Course($slug: String) { course(slug: $slug) { code success message data { id slug title originalPrice } } }`,
  allSearch: `query Search($filter: AllSearchFilterInput) { allSearch(filter: $filter) { code success message data { courses { id } blogs { id } } } }`,
  blogs: `query Blogs($filter: BlogsFilterInput, $paginate: PaginateInput) { blogs(filter: $filter, paginate: $paginate) { code success message data { items { id } } } }`,
  getCart: `query { getCart { code success message data { id cartItems { id learningProgramId } } } }`,
  addToCart: `mutation Add($input: CreateCartItemInput) { createCartItem(input: $input) { code success message data { id cartItems { id } } } }`,
  removeFromCart: `mutation Remove($id: ID) { deleteCardItem(cartItemId: $id) { code success message data { id } } }`,
  lessonSite: `query Lesson($id: String) { lessonSite(lessonId: $id) { code success message data { id } } }`,
  toggleLessonCompletion: `mutation Toggle($id: String) { toggleLessonCompletion(lessonId: $id) { code success message data { isCompleted } } }`,
} as const;

export type Operation = keyof typeof Q;

function sampleOf(op: Operation, at: number, result: CallResult): Sample {
  const outcome = result.envelope ? result.envelope.code : result.status === 0 ? 'NETWORK' : `HTTP_${result.status}`;
  const ok = result.status === 200 && !!result.envelope?.success;
  return {
    at,
    op,
    outcome,
    ok,
    ms: result.ms,
    problem: result.problem ?? (ok ? null : (result.envelope?.message ?? null)),
  };
}

const SEARCH_WORDS = ['تسويق', 'marketing', 'إدارة', 'data', 'برمجة', 'design', 'مشروع', 'leadership'];

export interface TrafficPlan {
  apiUrl: string;
  catalogue: Catalogue;
  /** One per cart connection (each works on its own cart). */
  shoppers: Learner[];
  /** One per learning connection, enrolled in every program that has lessons. */
  students: Learner[];
  /** Signed-out browsing connections. */
  browsers: number;
  durationMs: number;
  /** Per request; a request that takes longer counts as failed (a hang). */
  timeoutMs?: number;
}

/**
 * Mixed traffic over `browsers + shoppers + students` concurrent connections for `durationMs`:
 * each connection runs its journey in a loop, one request at a time, and every request is sampled.
 */
export async function runTraffic(plan: TrafficPlan, samples: Sample[] = []): Promise<Sample[]> {
  const started = performance.now();
  const until = started + plan.durationMs;
  const run = async (op: Operation, variables: Record<string, unknown> = {}, token?: string) => {
    const at = performance.now() - started;
    const result = await call(plan.apiUrl, Q[op], variables, {
      token,
      timeoutMs: plan.timeoutMs ?? 10_000,
      locale: samples.length % 2 ? 'ar' : 'en',
    });
    samples.push(sampleOf(op, at, result));
    return result;
  };
  const programs = plan.catalogue.paidPrograms;
  const pick = <T>(list: T[], i: number) => list[i % list.length]!;

  const browse = async (worker: number) => {
    for (let i = worker; performance.now() < until; i += 1) {
      const step = i % 4;
      if (step === 0) await run('courses', { paginate: { limit: 20, page: 1 + (i % 3) } });
      else if (step === 1) await run('course', { slug: pick(programs, i).slug });
      else if (step === 2) await run('allSearch', { filter: { searchKey: pick(SEARCH_WORDS, i), limit: 4 } });
      else
        await run('blogs', {
          paginate: { limit: 12, page: 1 },
          ...(plan.catalogue.blogCategorySlug && i % 2
            ? { filter: { categorySlug: plan.catalogue.blogCategorySlug } }
            : {}),
        });
    }
  };

  // Read the cart, empty it, add one program. Only a cart that was read and emptied is known to be
  // empty: after a failed step the journey starts over instead of adding to a cart it guessed at
  // (treating a failed read as an empty cart made adds meet programs still in it: CART_ITEM_EXISTS).
  const shop = async (learner: Learner, worker: number) => {
    for (let i = worker; performance.now() < until; i += 1) {
      const cart = await run('getCart', {}, learner.token);
      if (!cart.envelope?.success) continue;
      const items = (cart.envelope.data as { cartItems?: { id: string }[] } | null)?.cartItems ?? [];
      let emptied = true;
      for (const item of items) {
        const removed = await run('removeFromCart', { id: item.id }, learner.token);
        if (!removed.envelope?.success) {
          emptied = false;
          break;
        }
      }
      if (!emptied) continue;
      const program = pick(programs, i);
      await run(
        'addToCart',
        { input: { learningProgramId: program.id, learningProgramType: program.type } },
        learner.token,
      );
    }
  };

  const lessons = [...plan.catalogue.lessonsByProgram.values()].flat();
  const learn = async (learner: Learner, worker: number) => {
    for (let i = worker; performance.now() < until; i += 1) {
      const lessonId = pick(lessons, i);
      await run('lessonSite', { id: lessonId }, learner.token);
      await run('toggleLessonCompletion', { id: lessonId }, learner.token);
    }
  };

  await Promise.all([
    ...Array.from({ length: plan.browsers }, (_, w) => browse(w)),
    ...plan.shoppers.map((learner, w) => shop(learner, w)),
    ...plan.students.map((learner, w) => learn(learner, w)),
  ]);
  return samples;
}

export interface Summary {
  requests: number;
  failed: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  outcomes: Record<string, number>;
}

export function summarise(samples: Sample[], seconds: number): Summary {
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  const outcomes: Record<string, number> = {};
  for (const s of samples) outcomes[`${s.op}:${s.outcome}`] = (outcomes[`${s.op}:${s.outcome}`] ?? 0) + 1;
  return {
    requests: samples.length,
    failed: samples.filter((s) => !s.ok).length,
    perSecond: Math.round(samples.length / seconds),
    p50: at(0.5),
    p99: at(0.99),
    max: Math.round(times.at(-1) ?? 0),
    outcomes,
  };
}
