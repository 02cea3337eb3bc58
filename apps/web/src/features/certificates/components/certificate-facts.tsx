import { formatLongDate, type Locale } from '@manara/i18n';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { CertificationData } from '../api/certificate-documents';
import { certificateStatus } from '../lib/certificate-status';
import { StatusPill } from './status-pill';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-1 border-b border-line py-3 sm:flex-row sm:gap-6">
      <dt className="text-fg-muted sm:w-48 sm:shrink-0">{label}</dt>
      <dd className="font-semibold text-fg" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The public verification page's body: every fact printed on the certificate, in both languages
 * where the certificate has both, so an edited PDF can be told apart (docs/product/learning.md).
 */
export async function CertificateFacts({ certificate, locale }: { certificate: CertificationData; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'learning' });
  const status = certificateStatus(certificate);
  const note = {
    valid: t('verification.validNote'),
    pending: t('verification.pendingNote'),
    revoked: t('verification.revokedNote'),
  }[status];
  const lecturer = [certificate.arLecturerName, certificate.enLecturerName].filter(Boolean);
  return (
    <article
      aria-labelledby="certificate-heading"
      className="rounded-card border border-line bg-surface-raised p-6 shadow-card sm:p-8"
      data-testid="certificate-facts"
      data-status={status}
    >
      <h1 id="certificate-heading" className="text-2xl font-bold text-fg sm:text-3xl">
        {t('verification.heading')}
      </h1>
      <p className="mt-2 text-fg-muted">{t('verification.intro')}</p>
      <div className="mt-5 flex flex-wrap items-center gap-3" role="status">
        <StatusPill status={status} label={t(`certificates.${status}`)} />
        <span className="text-fg">{note}</span>
      </div>
      <dl className="mt-6">
        <Fact label={t('verification.code')} testId="verification-code">
          <bdi dir="ltr" className="font-mono">
            {certificate.code}
          </bdi>
        </Fact>
        <Fact label={t('verification.learnerAr')}>
          <bdi lang="ar" dir="rtl">
            {certificate.arLearnerName}
          </bdi>
        </Fact>
        <Fact label={t('verification.learnerEn')}>
          <bdi lang="en" dir="ltr">
            {certificate.enLearnerName}
          </bdi>
        </Fact>
        <Fact label={t('verification.programAr')}>
          <bdi lang="ar" dir="rtl">
            {certificate.arProgramTitle}
          </bdi>
        </Fact>
        <Fact label={t('verification.programEn')}>
          <bdi lang="en" dir="ltr">
            {certificate.enProgramTitle}
          </bdi>
        </Fact>
        <Fact label={t('verification.programType')}>{t(`verification.types.${certificate.learningProgramType}`)}</Fact>
        {lecturer.length > 0 ? (
          <Fact label={t('verification.lecturer')}>
            {certificate.arLecturerName ? (
              <bdi lang="ar" dir="rtl">
                {certificate.arLecturerName}
              </bdi>
            ) : null}
            {lecturer.length === 2 ? ' · ' : null}
            {certificate.enLecturerName ? (
              <bdi lang="en" dir="ltr">
                {certificate.enLecturerName}
              </bdi>
            ) : null}
          </Fact>
        ) : null}
        <Fact label={t('verification.kind')}>{t(`certificates.type.${certificate.certificationType}`)}</Fact>
        <Fact label={t('verification.date')}>
          <time dateTime={certificate.issuedAt}>{formatLongDate(certificate.issuedAt, locale)}</time>
        </Fact>
        <Fact label={t('verification.completedOn')}>
          <time dateTime={certificate.completedAt}>{formatLongDate(certificate.completedAt, locale)}</time>
        </Fact>
        {certificate.revokedAt ? (
          <>
            <Fact label={t('verification.revokedOn')} testId="verification-revoked-on">
              <time dateTime={certificate.revokedAt}>{formatLongDate(certificate.revokedAt, locale)}</time>
            </Fact>
            {certificate.revokedReason ? (
              <Fact label={t('verification.revokedReason')} testId="verification-revoked-reason">
                <bdi dir="auto">{certificate.revokedReason}</bdi>
              </Fact>
            ) : null}
          </>
        ) : null}
      </dl>
      {status === 'valid' ? (
        <section aria-labelledby="certificate-files" className="mt-6">
          <h2 id="certificate-files" className="text-lg font-bold text-fg">
            {t('verification.files')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            <li>
              <a
                href={certificate.previewArUrl}
                className="font-semibold text-accent underline underline-offset-2"
                data-testid="verification-pdf-ar"
              >
                {t('certificates.previewAr')}
              </a>
            </li>
            <li>
              <a
                href={certificate.previewEnUrl}
                className="font-semibold text-accent underline underline-offset-2"
                data-testid="verification-pdf-en"
              >
                {t('certificates.previewEn')}
              </a>
            </li>
          </ul>
        </section>
      ) : null}
    </article>
  );
}
