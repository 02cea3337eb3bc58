/** docs/product/constants.md: with nothing to pay online, the learner goes to their programs after this long. */
export const FREE_ORDER_REDIRECT_MS = 500;

export type CheckoutTarget = { kind: 'pay'; url: string } | { kind: 'learn' } | { kind: 'broken' };

/**
 * Where checkout and buy-now lead (docs/product/commerce.md): no payment intent (a free order, completed at once)
 * → the learner's programs; otherwise the provider's page, which must be https or this site's own
 * origin (the offline sandbox page is served through the site). Anything else is not followed.
 */
export function checkoutTarget(
  data: { paymentIntentId: string | null; paymentLink: string | null } | null,
  siteOrigin: string,
): CheckoutTarget {
  if (!data) return { kind: 'broken' };
  if (!data.paymentIntentId) return { kind: 'learn' };
  let url: URL;
  try {
    url = new URL(data.paymentLink?.trim() ?? '', siteOrigin);
  } catch {
    return { kind: 'broken' };
  }
  if (!data.paymentLink?.trim()) return { kind: 'broken' };
  return url.protocol === 'https:' || url.origin === siteOrigin
    ? { kind: 'pay', url: url.toString() }
    : { kind: 'broken' };
}
