import {
  claimIdempotentRequest,
  deleteExpiredIdempotentRequests,
  finishIdempotentRequest,
  isDatabaseUnavailable,
  releaseIdempotentRequest,
  type Db,
} from '@manara/db';
import { hashSessionToken } from '@manara/domain';
import { translate } from '@manara/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale, requestToken } from '../../context';
import { isFinalAnswer, isValidIdempotencyKey, mutationFingerprint } from './idempotent-mutation';

/** How long a key answers retries. */
const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a run holds its key; a process that dies releases it when this passes. */
const LOCK_MS = 60_000;

interface Claimed {
  scope: string;
  key: string;
}
const claims = new WeakMap<FastifyRequest, Claimed>();

function refuse(request: FastifyRequest, reply: FastifyReply, status: number, code: string): void {
  const message = translate(requestLocale(request), `errors.${code}`);
  if (status === 409 || status === 503) reply.header('retry-after', '1');
  reply.code(status).send({ data: null, errors: [{ message, extensions: { code } }] });
}

/** The kept answer, as it was sent the first time. */
function replay(reply: FastifyReply, statusCode: number, response: string): void {
  reply
    .code(statusCode)
    .header('content-type', 'application/json; charset=utf-8')
    .header('idempotent-replayed', 'true')
    .send(response);
}

/** Claims the key for this request; false when the request was answered here (replayed or refused). */
async function claim(db: Db, request: FastifyRequest, reply: FastifyReply, key: string): Promise<boolean> {
  const token = requestToken(request);
  const fingerprint = mutationFingerprint(request.body);
  // Visitors' mutations (sign-up, login, codes) and queries are safe to repeat as they are.
  if (!token || !fingerprint) return true;
  if (!isValidIdempotencyKey(key)) {
    refuse(request, reply, 400, 'IDEMPOTENCY_KEY_INVALID');
    return false;
  }
  const scope = hashSessionToken(token);
  const now = new Date();
  const outcome = await claimIdempotentRequest(db, {
    scope,
    key,
    requestHash: fingerprint,
    now,
    lockedUntil: new Date(now.getTime() + LOCK_MS),
    expiresAt: new Date(now.getTime() + KEY_TTL_MS),
  });
  if (outcome.claimed) {
    claims.set(request, { scope, key });
    return true;
  }
  const { row } = outcome;
  if (row.requestHash !== fingerprint) refuse(request, reply, 422, 'IDEMPOTENCY_KEY_REUSED');
  else if (row.statusCode === null || row.response === null) refuse(request, reply, 409, 'IDEMPOTENCY_KEY_IN_USE');
  else replay(reply, row.statusCode, row.response);
  return false;
}

/**
 * `Idempotency-Key` on GraphQL mutations (decision 0039). A signed-in client may send the header
 * with a mutation it might retry: the first request with the key runs and its answer is kept for a
 * day, per session; a retry of the same request with the same key gets that answer again (with
 * `Idempotent-Replayed: true`) instead of doing the action twice. The same key with another
 * request is refused (422), one still running answers 409. An answer that changed nothing
 * (SERVICE_UNAVAILABLE, INTERNAL_ERROR, RATE_LIMITED, HTTP 5xx) gives the key back, so the retry
 * runs. Writes answer from their own transaction, so such an answer means nothing was written.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.addHook('preHandler', (request, reply, done) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || request.method !== 'POST' || request.routeOptions.url !== '/graphql') return done();
    claim(db, request, reply, key).then(
      (proceed) => {
        if (proceed) done();
      },
      (error: unknown) => {
        if (!isDatabaseUnavailable(error)) return done(error as Error);
        request.log.warn({ err: error }, 'database unavailable while claiming an idempotency key');
        refuse(request, reply, 503, 'SERVICE_UNAVAILABLE');
      },
    );
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claimed = claims.get(request);
    if (!claimed || typeof payload !== 'string') return payload;
    claims.delete(request);
    try {
      if (isFinalAnswer(reply.statusCode, payload)) {
        await finishIdempotentRequest(db, { ...claimed, statusCode: reply.statusCode, response: payload });
        // Expired keys go a few at a time, as new ones are kept.
        await deleteExpiredIdempotentRequests(db, new Date(), 20);
      } else await releaseIdempotentRequest(db, claimed.scope, claimed.key);
    } catch (error) {
      // The answer still goes out; the key stays held until its lock passes, then a retry runs again.
      request.log.warn({ err: error }, 'idempotency key not updated');
    }
    return payload;
  });
}
