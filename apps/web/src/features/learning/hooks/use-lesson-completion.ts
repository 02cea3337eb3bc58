'use client';
import { useLocale, useTranslations } from '#intl';
import { useRef, useState } from 'react';
import { useToast } from '@/shared/ui/toast/use-toast';
import { request } from '@/shared/graphql/request';
import { completeLessonMutation, toggleLessonCompletionMutation, type ProgressData } from '../api/learning-documents';
import { useCertificateIssue } from './use-certificate-issue';

type CompletionEnvelope = {
  success: boolean;
  message: string;
  data: { lessonId: string; isCompleted: boolean; progress: ProgressData } | null;
};

/**
 * Ticks a lesson done or not (toggleLessonCompletion), or marks it done when the player says it
 * has been watched (completeLesson, which never unticks). When the answer says the program just
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

  async function change(send: () => Promise<CompletionEnvelope>, wasProgramCompleted: boolean, said?: string) {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      const result = await send();
      if (!result.success || !result.data) {
        toast({ type: 'error', message: result.message || t('completeFailed') });
        return;
      }
      options.onChange(result.data.lessonId, result.data.isCompleted, result.data.progress);
      if (said) toast({ type: 'success', message: said });
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

  const toggle = (lessonId: string, wasProgramCompleted: boolean) =>
    change(
      async () => (await request(toggleLessonCompletionMutation, { lessonId }, { locale })).toggleLessonCompletion,
      wasProgramCompleted,
    );
  const complete = (lessonId: string, wasProgramCompleted: boolean) =>
    change(
      async () => (await request(completeLessonMutation, { lessonId }, { locale })).completeLesson,
      wasProgramCompleted,
      t('autoCompleted'),
    );

  return { toggle, complete, busy, certificate: notice };
}
