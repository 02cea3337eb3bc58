'use client';
import { useLocale, useTranslations } from '#intl';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { lessonPath } from '@/shared/routing/lesson-path';
import { buttonStyles } from '@/shared/ui/styles';
import { myNextLessonQuery } from '../api/order-documents';

/**
 * "Start learning" after a payment (docs/product/commerce.md): the first lesson not completed yet of
 * the order's first program (a diploma's: in its first unfinished program). Until the API answers,
 * or when it cannot say (nothing left, no answer), it leads to My learning.
 */
export function StartLearningLink({ programId }: { programId: string | null }) {
  const t = useTranslations('cart.success');
  const locale = useLocale();
  const [href, setHref] = useState('/my-learning-programs');
  useEffect(() => {
    if (!programId) return;
    const controller = new AbortController();
    request(myNextLessonQuery, { courseId: programId }, { locale, signal: controller.signal }).then(
      ({ myNextLesson: result }) => {
        if (result.success && result.data) setHref(lessonPath(result.data.programId, result.data.id));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [programId, locale]);
  return (
    <Link href={href} className={buttonStyles.primary} data-testid="success-start-learning">
      {t('startLearning')}
    </Link>
  );
}
