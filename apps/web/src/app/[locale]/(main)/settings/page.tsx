import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { Link } from '@/i18n/navigation';
import { ChevronEndIcon } from '@/shared/ui/icons/chevron-end-icon';
import { SettingsIcon } from '@/shared/ui/icons/settings-icon';

export const generateMetadata = pageMetadata('settings', { private: true });

/** Account settings hub: personal information, password, e-mail notifications, and one's data (download or delete). */
export default async function SettingsPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pages' });
  const cards = [
    { href: '/settings/personal-info', title: t('personalInfo.title'), body: t('settings.personalInfo') },
    { href: '/settings/password', title: t('settings.password'), body: t('settings.passwordBody') },
    { href: '/settings/notifications', title: t('emailPreferences.title'), body: t('settings.notificationsBody') },
    { href: '/settings/account', title: t('accountData.title'), body: t('settings.accountBody') },
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-fg">{t('settings.title')}</h1>
      <p className="mt-2 text-fg-muted">{t('settings.description')}</p>
      <ul className="mt-10 grid gap-4">
        {cards.map((card) => (
          <li key={card.href}>
            <Link
              href={card.href}
              className="flex items-center gap-4 rounded-card border border-line bg-surface-raised p-5 shadow-card transition-colors hover:border-accent"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
                <SettingsIcon size={22} />
              </span>
              <span className="flex-1">
                <span className="block font-bold text-fg">{card.title}</span>
                <span className="block text-[0.95rem] text-fg-muted">{card.body}</span>
              </span>
              <ChevronEndIcon size={20} className="flip-rtl text-fg-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
