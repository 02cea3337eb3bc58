'use client';
import { useLocale, useTranslations } from '#intl';
import { useRef, useState } from 'react';
import { useToast } from '@/shared/ui/toast/use-toast';
import { request } from '@/shared/graphql/request';
import { toggleLessonCompletionMutation, type ProgressData } from '../api/learning-documents';
import { useCertificateIssue } from './use-certificate-issue';

/**
 * Ticks a lesson done or not (toggleLessonCompletion). When the answer says the program just
 * became complete and it offers a certificate, the certificate is issued.
 */
export function useLessonCompletion(options: {
  programId: string;
  hasCertificate: boolean;
  onChange: (lessonId: string, isCompleted: boolean, progress: ProgressData) => void;
}) {
  const t = useTranslations('learning.lesson');
  const locale = useLocale();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const { notice, issue } = useCertificateIssue(options.hasCertificate ? options.programId : null);

  async function toggle(lessonId: string, wasProgramCompleted: boolean) {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      const { toggleLessonCompletion: result } = await request(
        toggleLessonCompletionMutation,
        { lessonId },
        { locale },
      );
      if (!result.success || !result.data) {
        toast({ type: 'error', message: result.message || t('completeFailed') });
        return;
      }
      options.onChange(result.data.lessonId, result.data.isCompleted, result.data.progress);
      if (result.data.progress.isCompleted && !wasProgramCompleted) {
        toast({ type: 'success', message: t('programCompleted') });
        await issue();
      }
    } catch {
      toast({ type: 'error', message: t('completeFailed') });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  return { toggle, busy, certificate: notice };
}
