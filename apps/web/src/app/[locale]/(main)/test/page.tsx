import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { ToastDemo } from './toast-demo';

export const generateMetadata = pageMetadata('test', { private: true });

export default async function TestPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pages.test' });
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-fg">{t('title')}</h1>
      <p className="mt-2 text-fg-muted">{t('description')}</p>
      <section aria-labelledby="test-toasts" className="mt-10 rounded-card border border-line p-6">
        <h2 id="test-toasts" className="mb-4 text-xl font-bold text-fg">
          {t('toasts')}
        </h2>
        <ToastDemo
          labels={{
            successToast: t('successToast'),
            errorToast: t('errorToast'),
            warnToast: t('warnToast'),
            successText: t('successText'),
            errorText: t('errorText'),
            warnText: t('warnText'),
          }}
        />
      </section>
    </div>
  );
}
