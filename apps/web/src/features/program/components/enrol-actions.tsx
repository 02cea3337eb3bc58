import type { Locale } from '@manara/i18n';
import { getTranslations } from 'next-intl/server';
import { PageMessages } from '@/i18n/page-messages';
import { ProgramCta, type ProgramCtaProps } from './program-cta';

/**
 * The buy box's actions for a program or diploma page, with their texts translated here; the
 * browser gets only the cart's action messages (and a diploma's credit note).
 */
export async function EnrolActions({
  programId,
  programType,
  free,
  locale,
}: Omit<ProgramCtaProps, 'labels'> & { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'program.cta' });
  const namespaces = programType === 'DIPLOMA' ? ['cart.actions', 'program.diploma'] : ['cart.actions'];
  return (
    <PageMessages namespaces={namespaces}>
      <ProgramCta
        programId={programId}
        programType={programType}
        free={free}
        labels={{
          addToCart: t('addToCart'),
          buyNow: t('buyNow'),
          goToCart: t('goToCart'),
          continue: t('continue'),
          enrolFree: t('enrolFree'),
          enrolled: t('enrolled'),
          ownedAll: t('ownedAll'),
        }}
      />
    </PageMessages>
  );
}
