import { isLocale, localeFromAcceptLanguage, type Locale } from '@manara/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderSandboxCheckoutPage, renderSandboxInvalidPage, type RenderedPage } from './sandbox-checkout-page';
import type { SandboxGateway, SandboxOutcome } from './sandbox-gateway';

type Fields = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

const OUTCOMES: readonly SandboxOutcome[] = ['pay', 'fail', 'cancel'];

/** `lang` from the link or form, then Accept-Language, then Arabic. */
function pageLocale(request: FastifyRequest, fields: Fields): Locale {
  const asked = text(fields.lang);
  return isLocale(asked) ? asked : (localeFromAcceptLanguage(request.headers['accept-language']) ?? 'ar');
}

function sendPage(reply: FastifyReply, status: number, page: RenderedPage): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', page.csp)
    .header('cache-control', 'no-store')
    .send(page.html);
}

/**
 * The sandbox's hosted checkout (registered only while the sandbox gateway is active):
 * GET /sandbox/checkout shows the order; POST /sandbox/checkout/complete plays the provider's part.
 */
export function registerSandboxCheckout(app: FastifyInstance, gateway: SandboxGateway): void {
  void app.register(async (scope) => {
    // Plain HTML forms post url-encoded bodies; parsed only inside this scope.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.get<{ Querystring: Fields }>('/sandbox/checkout', async (request, reply) => {
      const locale = pageLocale(request, request.query);
      const token = text(request.query.token);
      const checkout = gateway.readCheckout(token);
      if (!checkout || !token) return sendPage(reply, 400, renderSandboxInvalidPage(locale));
      return sendPage(reply, 200, renderSandboxCheckoutPage(checkout, token, locale));
    });

    scope.post<{ Body: Fields | undefined }>('/sandbox/checkout/complete', async (request, reply) => {
      const fields = request.body ?? {};
      const checkout = gateway.readCheckout(text(fields.token));
      const outcome = OUTCOMES.find((value) => value === fields.outcome);
      if (!checkout || !outcome) return sendPage(reply, 400, renderSandboxInvalidPage(pageLocale(request, fields)));
      // 303 turns the form POST into a GET of the return URL, as a provider's redirect does.
      return reply.redirect(await gateway.complete(checkout, outcome), 303);
    });
  });
}
