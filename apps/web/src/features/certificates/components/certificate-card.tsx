'use client';
import { formatLongDate } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import type { Locale } from '@manara/i18n';
import { DownloadIcon, ExternalIcon } from '@/shared/ui/icons/learning-icons';
import { buttonStyles } from '@/shared/ui/styles';
import type { CertificationData } from '../api/certificate-documents';
import { certificateStatus } from '../lib/certificate-status';
import { StatusPill } from './status-pill';

const fileLink = `${buttonStyles.secondary} ${buttonStyles.small}`;

/** One of the learner's certificates: status, date, code, PDFs per language, LinkedIn and the badge. */
export function CertificateCard({ certificate }: { certificate: CertificationData }) {
  const t = useTranslations('learning.certificates');
  const locale = useLocale() as Locale;
  const status = certificateStatus(certificate);
  const date = formatLongDate(certificate.issuedAt, locale);
  const headingId = `certificate-${certificate.id}`;
  const usable = status === 'valid';
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-4 rounded-card border border-line bg-surface-raised p-5 shadow-card"
        data-testid="certificate"
        data-certificate-id={certificate.id}
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-bold text-fg">
              <bdi>{certificate.programTitle}</bdi>
            </h2>
            <p className="text-sm text-fg-muted">{t(`type.${certificate.certificationType}`)}</p>
          </div>
          <StatusPill status={status} label={t(status)} />
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-fg-muted">{t('date')}</dt>
            <dd className="font-semibold text-fg">
              <time dateTime={certificate.issuedAt}>{status === 'pending' ? t('pendingNote', { date }) : date}</time>
            </dd>
          </div>
          <div>
            <dt className="text-fg-muted">{t('code')}</dt>
            <dd className="font-mono font-semibold text-fg" dir="ltr" data-testid="certificate-code">
              <bdi>{certificate.code}</bdi>
            </dd>
          </div>
        </dl>
        {usable ? (
          <div className="flex flex-wrap gap-2">
            <a
              href={certificate.previewArUrl}
              target="_blank"
              rel="noopener"
              className={fileLink}
              lang="ar"
              data-testid="certificate-preview-ar"
            >
              <ExternalIcon size={16} className="flip-rtl" />
              {t('previewAr')}
            </a>
            <a
              href={certificate.previewEnUrl}
              target="_blank"
              rel="noopener"
              className={fileLink}
              data-testid="certificate-preview-en"
            >
              <ExternalIcon size={16} className="flip-rtl" />
              {t('previewEn')}
            </a>
            <a href={certificate.downloadArUrl} download className={fileLink} data-testid="certificate-download-ar">
              <DownloadIcon size={16} />
              {t('downloadAr')}
            </a>
            <a href={certificate.downloadEnUrl} download className={fileLink} data-testid="certificate-download-en">
              <DownloadIcon size={16} />
              {t('downloadEn')}
            </a>
            <a
              href={certificate.linkedInUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={fileLink}
              data-testid="certificate-linkedin"
            >
              {t('linkedIn')}
            </a>
            <a href={certificate.openBadgeUrl} download className={fileLink} data-testid="certificate-badge">
              {t('badge')}
            </a>
          </div>
        ) : null}
        <a
          href={certificate.verificationUrl}
          className="self-start text-sm font-semibold text-accent underline underline-offset-2"
          data-testid="certificate-verify"
        >
          {t('verify')}
        </a>
      </article>
    </li>
  );
}
