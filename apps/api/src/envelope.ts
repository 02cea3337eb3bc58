import { isDatabaseUnavailable } from '@manara/db';
import { isAppError, type ErrorCode } from '@manara/domain';
import { translate } from '@manara/i18n';
import type { ObjectRef } from '@pothos/core';
import { builder, type Types } from './builder';
import type { RequestContext } from './context';

export interface FieldErrorShape {
  field: string;
  message: string;
}

/** docs/product/api.md: every field answers { code, message, success, data } (+ per-field errors). */
export interface Envelope<T> {
  code: string;
  message: string;
  success: boolean;
  data: T | null;
  fieldErrors: FieldErrorShape[];
}

const FieldErrorRef = builder.objectRef<FieldErrorShape>('FieldError').implement({
  fields: (t) => ({ field: t.exposeString('field'), message: t.exposeString('message') }),
});

/**
 * The fields every response shares, as a GraphQL interface that every response type implements,
 * so clients select them with one fragment (`fragment EnvelopeFields on Envelope`).
 */
const EnvelopeInterface = builder.interfaceRef<Envelope<unknown>>('Envelope').implement({
  description: 'What every operation answers: a code, its message in the request language, success, per-field errors',
  fields: (t) => ({
    code: t.exposeString('code'),
    message: t.exposeString('message'),
    success: t.exposeBoolean('success'),
    fieldErrors: t.field({ type: [FieldErrorRef], resolve: (e) => e.fieldErrors }),
  }),
});

const envelopes = new Map<string, ObjectRef<Types, Envelope<unknown>>>();

/** The envelope object type named `name` around `data` (cached so modules can share one). */
export function envelopeOf<T>(
  name: string,
  data: ObjectRef<Types, T> | 'Boolean' | 'String',
): ObjectRef<Types, Envelope<T>> {
  const existing = envelopes.get(name);
  if (existing) return existing as unknown as ObjectRef<Types, Envelope<T>>;
  const ref = builder.objectRef<Envelope<T>>(name).implement({
    interfaces: [EnvelopeInterface as never],
    fields: (t) => ({
      data: t.field({ type: data as never, nullable: true, resolve: (e) => e.data as never }),
    }),
  });
  envelopes.set(name, ref as unknown as ObjectRef<Types, Envelope<unknown>>);
  return ref;
}

export const VoidResponse = envelopeOf<boolean>('VoidResponse', 'Boolean');

export function failure(
  ctx: RequestContext,
  code: ErrorCode | string,
  fieldErrors: FieldErrorShape[] = [],
  params: Record<string, string | number> = {},
): Envelope<never> {
  return { code, message: translate(ctx.locale, `errors.${code}`, params), success: false, data: null, fieldErrors };
}

/**
 * Runs a domain call and wraps the outcome: data on success, a translated failure for
 * business errors, SERVICE_UNAVAILABLE when the database is gone, INTERNAL_ERROR (logged,
 * never the stack) otherwise. A call may answer null (nothing to give, as `data: null`).
 */
export async function respond<T>(
  ctx: RequestContext,
  run: () => Promise<T | null>,
  okCode = 'OK',
): Promise<Envelope<T>> {
  if (ctx.databaseUnavailable) return failure(ctx, 'SERVICE_UNAVAILABLE');
  try {
    const data = await run();
    return { code: okCode, message: translate(ctx.locale, `errors.${okCode}`), success: true, data, fieldErrors: [] };
  } catch (error) {
    if (isAppError(error)) {
      const fieldErrors = error.fieldErrors.map((f) => ({
        field: f.field,
        message: translate(ctx.locale, `errors.field.${f.messageKey}`, f.params),
      }));
      return failure(ctx, error.code, fieldErrors, error.params);
    }
    if (isDatabaseUnavailable(error)) {
      ctx.log.warn({ err: error }, 'database unavailable');
      return failure(ctx, 'SERVICE_UNAVAILABLE');
    }
    ctx.log.error({ err: error }, 'unexpected resolver error');
    return failure(ctx, 'INTERNAL_ERROR');
  }
}
