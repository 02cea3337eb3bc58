import { useTranslations } from '#intl';
import { Link } from '@/i18n/navigation';
import { ArrowEndIcon } from '@/shared/ui/icons/arrow-end-icon';
import { buttonStyles } from '@/shared/ui/styles';
import { HeroArt } from './hero-art';

export function HomeHero() {
  const t = useTranslations('pages.home');
  return (
    <section className="relative overflow-hidden border-b border-line bg-gradient-to-b from-accent-soft/50 to-surface">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_0.85fr] lg:py-24">
        <div>
          <p className="inline-flex rounded-full bg-accent-soft px-3.5 py-1 text-sm font-semibold text-accent">
            {t('eyebrow')}
          </p>
          <h1 className="mt-5 text-[2.1rem] font-bold leading-snug text-fg sm:text-5xl sm:leading-tight">
            {t('heroTitle')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-fg-muted">{t('heroSubtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/courses" className={buttonStyles.primary}>
              {t('ctaCourses')}
              <ArrowEndIcon size={18} className="flip-rtl" />
            </Link>
            <Link href="/paths" className={buttonStyles.secondary}>
              {t('ctaPaths')}
            </Link>
          </div>
        </div>
        <div className="flex justify-center lg:justify-end">
          <HeroArt />
        </div>
      </div>
    </section>
  );
}
