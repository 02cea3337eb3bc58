import type { PaymentMethod } from '@manara/domain';
import { readToken, signToken } from '../../lib/signing/signed-token';

/** Everything the sandbox checkout needs, carried in the checkout URL so the sandbox keeps no state. */
export interface SandboxCheckout {
  reference: string;
  amountPiastres: number;
  currency: 'EGP';
  items: { name: string; amountPiastres: number; quantity: number }[];
  notificationUrl: string;
  redirectionUrl: string;
  locale: 'ar' | 'en';
  /** The sandbox's stand-in for Paymob's `intention_order_id`. */
  orderId: number;
  /** Epoch milliseconds after which the link no longer works. */
  expiresAt: number;
  /** The method chosen at checkout (decision 0065); card in links made before methods existed. */
  method?: PaymentMethod;
  /** A wallet payment's number as the learner gave it at checkout (national form), prefilled on the page. */
  walletNumber?: string;
  /** Only in a simulated kiosk's link (decision 0066): the bill reference it pays. */
  billReference?: string;
}

export function signSandboxToken(checkout: SandboxCheckout, secret: string): string {
  return signToken('sandbox checkout token', checkout, secret);
}

/** The checkout in a token we signed, or null when it is malformed, forged or expired. */
export function readSandboxToken(token: string | undefined, secret: string, now: Date): SandboxCheckout | null {
  const checkout = readToken('sandbox checkout token', token, secret) as SandboxCheckout | null;
  return checkout && typeof checkout.expiresAt === 'number' && checkout.expiresAt > now.getTime() ? checkout : null;
}
