import { translate } from '@manara/i18n';
import type { RequestContext } from '../../context';
import { respond, type Envelope } from '../../envelope';

/** Like respond(), for domain calls whose outcome picks the success code. */
export async function respondWithCode<T>(
  ctx: RequestContext,
  run: () => Promise<{ code: string; data: T }>,
): Promise<Envelope<T>> {
  let code = 'OK';
  const envelope = await respond(ctx, async () => {
    const outcome = await run();
    code = outcome.code;
    return outcome.data;
  });
  return envelope.success ? { ...envelope, code, message: translate(ctx.locale, `errors.${code}`) } : envelope;
}
