import type { PaymentMethod } from '@manara/domain';

/** What Paymob's callbacks carry in `source_data` for each method (docs/providers.md). */
interface MethodSourceData {
  sourceType: string;
  cardBrand: string | null;
  maskedPan: string | null;
}

/**
 * The `source_data` a paid transaction of each method carries: a card its brand and last digits,
 * a wallet `type: 'wallet'` with the wallet's number as its pan, kiosk cash `aggregator`, an
 * instalment lender its own name (valU). Kiosk and instalments carry no pan.
 */
export function methodSourceData(method: PaymentMethod, walletNumber?: string | null): MethodSourceData {
  switch (method) {
    case 'WALLET':
      return { sourceType: 'wallet', cardBrand: 'wallet', maskedPan: walletNumber ?? null };
    case 'KIOSK':
      return { sourceType: 'aggregator', cardBrand: 'AGGREGATOR', maskedPan: null };
    case 'INSTALMENTS':
      return { sourceType: 'valu', cardBrand: 'valU', maskedPan: null };
    default:
      return { sourceType: 'card', cardBrand: 'Visa', maskedPan: '4242' };
  }
}
