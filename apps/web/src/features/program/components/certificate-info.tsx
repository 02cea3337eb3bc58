import { formatNumber, type Locale } from '@manara/i18n';
import { getTranslations } from 'next-intl/server';
import { AwardIcon } from '@/shared/ui/icons/award-icon';

interface CertificateInfoProps {
  ace: boolean;
  hasCertificate: boolean;
  aceDays: number | null;
  locale: Locale;
}

/** What the learner earns at the end: an accredited ACE certificate, Manara's own, or none. */
export async function CertificateInfo({ ace, hasCertificate, aceDays, locale }: CertificateInfoProps) {
  const t = await getTranslations({ locale, namespace: 'program.certificate' });
  const text = ace ? t('ace') : hasCertificate ? t('completion') : t('none');
  return (
    <section aria-labelledby="certificate-heading" className="mt-12">
      <h2 id="certificate-heading" className="text-2xl font-bold text-fg">
        {t('heading')}
      </h2>
      <div className="mt-4 flex items-start gap-4 rounded-card border border-line bg-surface-raised p-5">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent">
          <AwardIcon size={26} />
        </span>
        <div>
          <p className="text-fg">{text}</p>
          {ace && aceDays ? (
            <p className="mt-1 text-sm text-fg-muted">
              {t('aceDays', { days: aceDays, n: formatNumber(aceDays, locale) })}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
