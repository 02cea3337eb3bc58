'use client';
import { formatEgp, formatLongDate, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { request } from '@/shared/graphql/request';
import { buttonStyles } from '@/shared/ui/styles';
import { downloadCreditNoteQuery, type InvoiceData } from '../api/order-documents';
import { usePdfDownload } from '../hooks/use-pdf-download';

type PdfLanguage = 'AR' | 'EN';

/**
 * The credit notes against an invoice (money given back, decision 0044), each downloadable as a
 * PDF in either language through a short-lived link. Nothing when there are none.
 */
export function CreditNotes({ notes }: { notes: InvoiceData['creditNotes'] }) {
  const t = useTranslations('cart.invoice');
  const locale = useLocale() as Locale;
  const { busy, download: fetchPdf } = usePdfDownload();
  if (notes.length === 0) return null;

  const download = (creditNoteId: string, language: PdfLanguage) =>
    fetchPdf(
      async () =>
        (await request(downloadCreditNoteQuery, { input: { creditNoteId, language } }, { locale })).downloadCreditNote,
    );

  const button = `${buttonStyles.secondary} ${buttonStyles.small}`;
  return (
    <section className="mt-8 flex flex-col gap-3 print:hidden" aria-labelledby="credit-notes-title">
      <h2 id="credit-notes-title" className="text-lg font-bold text-fg">
        {t('creditNotes')}
      </h2>
      <ul className="flex flex-col gap-3">
        {notes.map((note) => (
          <li
            key={note.id}
            className="flex flex-wrap items-center gap-3 rounded-card border border-line p-4"
            data-testid="credit-note"
          >
            <p className="me-auto text-fg">
              {t('creditNote', {
                number: note.number,
                date: formatLongDate(String(note.issuedAt), locale),
                amount: formatEgp(note.total, locale),
              })}
            </p>
            <button
              type="button"
              onClick={() => void download(note.id, 'AR')}
              disabled={busy}
              className={button}
              data-testid="credit-note-download-ar"
            >
              {t('downloadAr')}
            </button>
            <button
              type="button"
              onClick={() => void download(note.id, 'EN')}
              disabled={busy}
              className={button}
              data-testid="credit-note-download-en"
            >
              {t('downloadEn')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
