'use client';
import { useLocale, useTranslations } from '#intl';
import { buttonStyles } from '@/shared/ui/styles';
import { request } from '@/shared/graphql/request';
import { downloadInvoiceQuery } from '../api/order-documents';
import { usePdfDownload } from '../hooks/use-pdf-download';

type PdfLanguage = 'AR' | 'EN';

/** Print, and the PDF in either language through a short-lived link (downloadInvoice). Hidden when printing. */
export function InvoiceActions({ transactionId }: { transactionId: string }) {
  const t = useTranslations('cart.invoice');
  const locale = useLocale();
  const { busy, download: fetchPdf } = usePdfDownload();
  const download = (language: PdfLanguage) =>
    fetchPdf(
      async () =>
        (await request(downloadInvoiceQuery, { input: { transactionId, language } }, { locale })).downloadInvoice,
    );

  const button = `${buttonStyles.secondary} ${buttonStyles.small}`;
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <button type="button" onClick={() => window.print()} className={`${buttonStyles.primary} ${buttonStyles.small}`}>
        {t('print')}
      </button>
      <button
        type="button"
        onClick={() => void download('AR')}
        disabled={busy}
        className={button}
        data-testid="invoice-download-ar"
      >
        {t('downloadAr')}
      </button>
      <button
        type="button"
        onClick={() => void download('EN')}
        disabled={busy}
        className={button}
        data-testid="invoice-download-en"
      >
        {t('downloadEn')}
      </button>
    </div>
  );
}
