'use client';
import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { useToast } from '@/shared/ui/toast/use-toast';
import { buttonStyles } from '@/shared/ui/styles';
import { request } from '@/shared/graphql/request';
import { downloadInvoiceQuery } from '../api/order-documents';

type PdfLanguage = 'AR' | 'EN';

/** Print, and the PDF in either language through a short-lived link (downloadInvoice). Hidden when printing. */
export function InvoiceActions({ transactionId }: { transactionId: string }) {
  const t = useTranslations('cart.invoice');
  const locale = useLocale();
  const toast = useToast();
  const [busy, setBusy] = useState<PdfLanguage | null>(null);

  async function download(language: PdfLanguage) {
    if (busy) return;
    setBusy(language);
    try {
      const { downloadInvoice: result } = await request(
        downloadInvoiceQuery,
        { input: { transactionId, language } },
        { locale },
      );
      if (!result.success || !result.data) toast({ type: 'error', message: result.message || t('downloadFailed') });
      else window.location.assign(result.data.url);
    } catch {
      toast({ type: 'error', message: t('downloadFailed') });
    } finally {
      setBusy(null);
    }
  }

  const button = `${buttonStyles.secondary} ${buttonStyles.small}`;
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <button type="button" onClick={() => window.print()} className={`${buttonStyles.primary} ${buttonStyles.small}`}>
        {t('print')}
      </button>
      <button
        type="button"
        onClick={() => void download('AR')}
        disabled={busy !== null}
        className={button}
        data-testid="invoice-download-ar"
      >
        {t('downloadAr')}
      </button>
      <button
        type="button"
        onClick={() => void download('EN')}
        disabled={busy !== null}
        className={button}
        data-testid="invoice-download-en"
      >
        {t('downloadEn')}
      </button>
    </div>
  );
}
