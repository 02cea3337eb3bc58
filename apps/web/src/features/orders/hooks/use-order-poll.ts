'use client';
import { useLocale } from '#intl';
import { useEffect, useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { request } from '@/shared/graphql/request';
import { getTransactionByCodeQuery, type TransactionData } from '../api/order-documents';
import { isSettled, orderOutcome } from '../lib/order-outcome';
import { startPolling } from '../lib/poll-schedule';

export type OrderPoll =
  | { phase: 'waiting'; transaction: TransactionData | null }
  | { phase: 'slow'; transaction: TransactionData | null }
  | { phase: 'settled'; transaction: TransactionData }
  | { phase: 'missing' };

/**
 * Follows an order by its reference until the server has verified the provider's callback
 * (paid, failed, …) or a minute has passed. The browser's return from the provider proves
 * nothing by itself, so this is the only source of the page's outcome.
 */
export function useOrderPoll(reference: string | null): OrderPoll {
  const locale = useLocale();
  const { status: session } = useSession();
  const [poll, setPoll] = useState<OrderPoll>({ phase: 'waiting', transaction: null });

  useEffect(() => {
    if (!reference || session === 'loading') return;
    if (session === 'signed-out') {
      setPoll({ phase: 'missing' });
      return;
    }
    const controller = new AbortController();
    let latest: TransactionData | null = null;
    const stop = startPolling({
      check: async () => {
        const { getTransactionByCode: result } = await request(
          getTransactionByCodeQuery,
          { code: reference },
          { locale, signal: controller.signal },
        );
        if (!result.success || !result.data) {
          // An unknown or someone else's reference will not appear later.
          if (result.code === 'NOT_FOUND' || result.code === 'VALIDATION_FAILED') {
            setPoll({ phase: 'missing' });
            return true;
          }
          return false;
        }
        latest = result.data;
        // A kiosk reference waits days for cash (decision 0066): once it is issued there is nothing to wait for here.
        const settled = isSettled(orderOutcome(result.data)) || result.data.kiosk !== null;
        setPoll(
          settled ? { phase: 'settled', transaction: result.data } : { phase: 'waiting', transaction: result.data },
        );
        return settled;
      },
      onTimeout: () => setPoll({ phase: 'slow', transaction: latest }),
    });
    return () => {
      stop();
      controller.abort();
    };
  }, [reference, session, locale]);

  return reference ? poll : { phase: 'missing' };
}
