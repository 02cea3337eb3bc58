import { useTranslations } from '#intl';
import { AwardIcon } from '@/shared/ui/icons/award-icon';
import { BookIcon } from '@/shared/ui/icons/book-icon';
import { CompassIcon } from '@/shared/ui/icons/compass-icon';

const features = [
  { key: 'certificates', Icon: AwardIcon },
  { key: 'experts', Icon: CompassIcon },
  { key: 'flexible', Icon: BookIcon },
] as const;

export function HomeFeatures() {
  const t = useTranslations('pages.home');
  return (
    <section aria-labelledby="home-features" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6">
      <h2 id="home-features" className="sr-only">
        {t('featuresLabel')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {features.map(({ key, Icon }) => (
          <li key={key} className="flex gap-4 rounded-card border border-line bg-surface-raised p-5 shadow-card">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
              <Icon size={22} />
            </span>
            <div>
              <h3 className="font-bold text-fg">{t(`features.${key}.title`)}</h3>
              <p className="mt-1 text-[0.95rem] text-fg-muted">{t(`features.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
