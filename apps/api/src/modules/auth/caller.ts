import type { RequestCaller } from '@manara/domain';
import type { RequestContext } from '../../context';

/** The domain's caller with the request language (used where no user language is known). */
export function callerOf(ctx: RequestContext): RequestCaller {
  return { ...ctx.caller, locale: ctx.locale };
}
