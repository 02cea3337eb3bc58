import { nationalWalletNumber, parseWalletNumber } from '@manara/domain';
import { isLocale, localeFromAcceptLanguage, normalizeDigits, type Locale } from '@manara/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  renderSandboxCheckoutPage,
  renderSandboxInvalidPage,
  renderSandboxKioskPage,
  renderSandboxWalletPage,
  type RenderedPage,
} from './sandbox-checkout-page';
import { SANDBOX_INSTALMENT_MONTHS, type SandboxGateway, type SandboxOutcome } from './sandbox-gateway';
import type { SandboxCheckout } from './sandbox-token';

type Fields = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

const OUTCOMES: readonly SandboxOutcome[] = ['pay', 'fail', 'cancel', 'reference'];
/** Paymob's test wallets confirm with this one-time code (docs/providers.md); any other declines. */
const SANDBOX_WALLET_OTP = '123456';

const isWallet = (checkout: SandboxCheckout) => checkout.method === 'WALLET';

/**
 * What a wallet's code form decides: the test code pays, any other declines (as a wrong code does
 * at Paymob); a number that is not an Egyptian mobile never reaches this step, so it is invalid here.
 */
function walletOutcome(fields: Fields): { outcome: SandboxOutcome; walletNumber: string } | null {
  const e164 = parseWalletNumber(text(fields.wallet_number) ?? '');
  if (!e164) return null;
  const code = normalizeDigits(text(fields.otp) ?? '').trim();
  return { outcome: code === SANDBOX_WALLET_OTP ? 'pay' : 'fail', walletNumber: nationalWalletNumber(e164) };
}

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
      if (isWallet(checkout))
        return sendPage(
          reply,
          200,
          renderSandboxWalletPage(checkout, token, locale, {
            step: 'number',
            number: checkout.walletNumber ?? '',
            invalid: false,
          }),
        );
      return sendPage(reply, 200, renderSandboxCheckoutPage(checkout, token, locale));
    });

    // A wallet's first step: the number (an Egyptian mobile), then the page asks for the code sent to it.
    scope.post<{ Body: Fields | undefined }>('/sandbox/checkout/wallet', async (request, reply) => {
      const fields = request.body ?? {};
      const locale = pageLocale(request, fields);
      const token = text(fields.token);
      const checkout = gateway.readCheckout(token);
      if (!checkout || !token || !isWallet(checkout)) return sendPage(reply, 400, renderSandboxInvalidPage(locale));
      const typed = text(fields.wallet_number) ?? '';
      const e164 = parseWalletNumber(typed);
      const state = e164
        ? ({ step: 'code', number: nationalWalletNumber(e164) } as const)
        : ({ step: 'number', number: typed.slice(0, 30), invalid: true } as const);
      return sendPage(reply, e164 ? 200 : 422, renderSandboxWalletPage(checkout, token, locale, state));
    });

    // The simulated kiosk (decision 0066): only a kiosk link (it names its bill reference) opens it.
    const kioskCheckout = (token: string | undefined) => {
      const checkout = gateway.readCheckout(token);
      return checkout?.method === 'KIOSK' && checkout.billReference ? checkout : null;
    };
    scope.get<{ Querystring: Fields }>('/sandbox/kiosk', async (request, reply) => {
      const locale = pageLocale(request, request.query);
      const token = text(request.query.token);
      const checkout = kioskCheckout(token);
      if (!checkout || !token) return sendPage(reply, 400, renderSandboxInvalidPage(locale));
      return sendPage(reply, 200, renderSandboxKioskPage(checkout, token, locale, false));
    });
    // Cash handed over: the signed paid callback for the reference's own transaction (a replay is the same one).
    scope.post<{ Body: Fields | undefined }>('/sandbox/kiosk/pay', async (request, reply) => {
      const fields = request.body ?? {};
      const locale = pageLocale(request, fields);
      const token = text(fields.token);
      const checkout = kioskCheckout(token);
      if (!checkout || !token) return sendPage(reply, 400, renderSandboxInvalidPage(locale));
      await gateway.complete(checkout, 'pay');
      return sendPage(reply, 200, renderSandboxKioskPage(checkout, token, locale, true));
    });

    scope.post<{ Body: Fields | undefined }>('/sandbox/checkout/complete', async (request, reply) => {
      const fields = request.body ?? {};
      const checkout = gateway.readCheckout(text(fields.token));
      const asked = OUTCOMES.find((value) => value === fields.outcome);
      // Instalments are paid on a chosen plan (the page's radio group).
      const months = SANDBOX_INSTALMENT_MONTHS.find((m) => String(m) === fields.tenure);
      const planMissing = checkout?.method === 'INSTALMENTS' && asked === 'pay' && months === undefined;
      // A wallet pays only through its code form; cancel needs nothing.
      const wallet = checkout && isWallet(checkout) && asked !== 'cancel' ? walletOutcome(fields) : null;
      const outcome = wallet ? wallet.outcome : asked;
      // Kiosk cash is never paid on the page: it issues a reference or cancels (decision 0066).
      const kiosk = checkout?.method === 'KIOSK';
      const fitsMethod = kiosk ? outcome === 'reference' || outcome === 'cancel' : outcome !== 'reference';
      if (!checkout || !outcome || !fitsMethod || planMissing || (isWallet(checkout) && asked !== 'cancel' && !wallet))
        return sendPage(reply, 400, renderSandboxInvalidPage(pageLocale(request, fields)));
      // 303 turns the form POST into a GET of the return URL, as a provider's redirect does.
      const choice = { walletNumber: wallet?.walletNumber, instalmentMonths: months };
      return reply.redirect(await gateway.complete(checkout, outcome, choice), 303);
    });
  });
}
