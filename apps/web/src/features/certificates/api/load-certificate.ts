import type { Locale } from '@manara/i18n';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { request } from '@/shared/graphql/request';
import { certificationQuery } from './certificate-documents';

export const CERTIFICATE_REVALIDATE_SECONDS = 300;

/**
 * A certificate's public facts, the same for every visitor (no cookie), cached and revalidated.
 * Unknown, malformed or not public (pending) → 404. One fetch per render for page and metadata.
 */
export const loadCertificate = cache(async (locale: Locale, id: string) => {
  const { certification: result } = await request(
    certificationQuery,
    { certificateId: id },
    { locale, revalidate: CERTIFICATE_REVALIDATE_SECONDS },
  );
  if (result.code === 'NOT_FOUND' || result.code === 'VALIDATION_FAILED') notFound();
  if (!result.success || !result.data) throw new Error(`certification ${result.code}`);
  return result.data;
});
