import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CreditNotes } from '@/features/orders/components/credit-notes';
import { InvoiceActions } from '@/features/orders/components/invoice-actions';
import { InvoiceDocument } from '@/features/orders/components/invoice-document';
import { getInvoiceQuery } from '@/features/orders/api/order-documents';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { asLocale, localizedPath } from '@/i18n/locale-params';
import { Link } from '@/i18n/navigation';
import { PageMessages } from '@/i18n/page-messages';
import { ChevronStartIcon } from '@/shared/ui/icons/chevron-start-icon';
import { request } from '@/shared/graphql/request';
import { incomingCookie } from '@/shared/graphql/server-cookie';

/** Per learner: read with the visitor's cookie on every request. */
export const dynamic = 'force-dynamic';

export const generateMetadata = pageMetadata('invoice', { private: true });

// Printing shows the invoice alone, on white: the site's header, footer, skip link and toasts are left out.
const printStyles = '@media print { :root { color-scheme: light; } body > :not(#main) { display: none !important; } }';

type Params = { params: Promise<{ locale: string; id: string }> };

/** /invoice/{transaction id}: the learner's own invoice; anyone else's, or an unknown id, is a 404. */
export default async function InvoicePage({ params }: Params) {
  const { locale: raw, id } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const { getInvoiceByTransactionId: result } = await request(
    getInvoiceQuery,
    { id },
    { locale, cookie: await incomingCookie() },
  );
  if (result.code === 'UNAUTHENTICATED') {
    const self = localizedPath(locale, `/invoice/${encodeURIComponent(id)}`);
    redirect(localizedPath(locale, `/login?next=${encodeURIComponent(self)}`));
  }
  if (!result.success || !result.data) {
    if (result.code === 'NOT_FOUND' || result.code === 'VALIDATION_FAILED') notFound();
    throw new Error(`invoice ${result.code}`);
  }
  const t = await getTranslations({ locale, namespace: 'cart.invoice' });
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 print:max-w-none print:p-0">
      <style>{printStyles}</style>
      <Link
        href="/purchase-history"
        className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline print:hidden"
      >
        <ChevronStartIcon size={16} className="flip-rtl" />
        {t('back')}
      </Link>
      <InvoiceDocument
        invoice={result.data}
        actions={
          <PageMessages namespaces={['cart.invoice']}>
            <InvoiceActions transactionId={result.data.transactionId} />
          </PageMessages>
        }
      />
      <PageMessages namespaces={['cart.invoice']}>
        <CreditNotes notes={result.data.creditNotes} />
      </PageMessages>
    </div>
  );
}
