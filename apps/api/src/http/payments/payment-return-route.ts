import { findRedirectOrderReference, type DomainDeps } from '@manara/domain';
import type { FastifyInstance } from 'fastify';

type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The web's success page in the learner's language (Arabic at bare paths, English under /en). */
export function successPageUrl(webBaseUrl: string, locale: string | undefined, reference: string | null): string {
  const url = new URL(`${locale === 'en' ? '/en' : ''}/success`, webBaseUrl);
  if (reference) url.searchParams.set('reference', reference);
  return url.toString();
}

/**
 * GET /payments/return — where the provider sends the browser after paying. The signed query is
 * verified only to know which order to show: the redirect never grants access (only the
 * webhook does), and the success page waits for the order's verified state. Unverified, or signed
 * for another order than its reference → the success page without a reference.
 */
export function registerPaymentReturn(app: FastifyInstance, deps: DomainDeps): void {
  app.get<{ Querystring: Query }>('/payments/return', async (request, reply) => {
    const query = Object.fromEntries(Object.entries(request.query).map(([key, value]) => [key, first(value)]));
    const verified = deps.payments.verifyRedirect(query);
    if (!verified) request.log.warn({ ip: request.ip }, 'payment return with an unverified query');
    // A signed query names its own order only; another order's reference is dropped.
    const reference = verified ? await findRedirectOrderReference(deps, verified) : null;
    return reply.redirect(successPageUrl(deps.webBaseUrl, query.locale, reference), 303);
  });
}
