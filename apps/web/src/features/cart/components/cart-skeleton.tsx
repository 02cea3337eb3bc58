import { getTranslations } from 'next-intl/server';

/**
 * The cart's shape while it loads, so nothing jumps when it arrives. Drawn on the server and handed
 * to CartView, so its markup costs the browser no JavaScript.
 */
export async function CartSkeleton({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: 'cart.page' });
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true" className="flex flex-col gap-4">
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-4 rounded-card border border-line p-4">
            <div className="aspect-video w-32 shrink-0 animate-pulse rounded-lg bg-surface-muted sm:w-40" />
            <div className="flex flex-1 flex-col gap-3">
              <div className="h-4 w-1/4 animate-pulse rounded bg-surface-muted" />
              <div className="h-5 w-3/4 animate-pulse rounded bg-surface-muted" />
              <div className="h-5 w-1/3 animate-pulse rounded bg-surface-muted" />
            </div>
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="h-80 animate-pulse rounded-card bg-surface-muted" />
    </div>
  );
}
