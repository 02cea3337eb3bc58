'use client';
import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { createCertificationMutation } from '@/features/certificates/api/certificate-documents';
import { useToast } from '@/shared/ui/toast/use-toast';
import { request } from '@/shared/graphql/request';

export type CertificateNotice = 'issued' | 'pending' | null;

/**
 * After the learner completes a program: the server has issued its certificate in the completing
 * transaction (decision 0012); createCertification, idempotent, answers it (and would issue it for
 * a program completed before that rule). A program without a certificate answers an error, fine to
 * ignore here. Says where to find it: a toast, and `notice` for an inline link.
 */
export function useCertificateIssue(programId: string | null) {
  const t = useTranslations('learning.lesson');
  const locale = useLocale();
  const toast = useToast();
  const [notice, setNotice] = useState<CertificateNotice>(null);

  async function issue() {
    if (!programId) return;
    try {
      const { createCertification: result } = await request(
        createCertificationMutation,
        { input: { learningProgramId: programId } },
        { locale },
      );
      if (!result.success || !result.data) return;
      setNotice(result.data.pending ? 'pending' : 'issued');
      toast({
        type: 'success',
        message: result.data.pending ? t('certificatePending') : t('certificateIssued'),
        duration: 4000,
      });
    } catch {
      // The learner can still find it later: the program page links to the certificates.
    }
  }

  return { notice, issue };
}
