import { keepCatalogueAnswer, readCatalogueAnswer, type DomainDeps } from '@manara/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLocale, requestToken } from '../../context';
import { publicAnswerKey } from './public-answer-key';

/** Whether every root field answered a successful envelope (a refusal or a failure is never kept). */
function isSuccess(payload: string): boolean {
  try {
    const body = JSON.parse(payload) as {
      data?: Record<string, { success?: unknown } | null> | null;
      errors?: unknown;
    };
    const fields = Object.values(body.data ?? {});
    return !body.errors && fields.length > 0 && fields.every((field) => field?.success === true);
  } catch {
    return false;
  }
}

/** The cache entry a missed request's answer goes to: the generation read before it ran. */
const entries = new WeakMap<FastifyRequest, string>();

/**
 * The shared cache of public answers (decision 0078): a signed-out visitor's catalogue read
 * (publicAnswerKey) is answered from the cache when the same document, variables and language
 * were answered in the current catalogue generation within `ttlMs`, with `X-Manara-Cache: hit`;
 * otherwise it runs and a successful answer is kept. Studio changes retire every kept answer at
 * once (bumpCatalogueGeneration); other writes (a review, an enrolment) show within `ttlMs`.
 */
export function registerPublicAnswerCache(app: FastifyInstance, deps: DomainDeps, ttlMs: number): void {
  if (ttlMs <= 0) return;
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || request.routeOptions.url !== '/graphql' || requestToken(request)) return;
    const key = publicAnswerKey(request.body, requestLocale(request));
    if (!key) return;
    const { answer, entry } = await readCatalogueAnswer(deps, key);
    if (answer === undefined) {
      entries.set(request, entry);
      return;
    }
    reply.header('content-type', 'application/json; charset=utf-8').header('x-manara-cache', 'hit');
    return reply.send(answer);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const entry = entries.get(request);
    if (!entry || typeof payload !== 'string') return payload;
    entries.delete(request);
    if (reply.statusCode === 200 && isSuccess(payload)) await keepCatalogueAnswer(deps, entry, payload, ttlMs);
    return payload;
  });
}
