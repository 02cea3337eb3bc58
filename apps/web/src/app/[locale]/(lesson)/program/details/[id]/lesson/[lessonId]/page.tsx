import { setRequestLocale } from 'next-intl/server';
import { loadLessonPage } from '@/features/learning/api/load-learning';
import { LearningMessages } from '@/features/learning/components/learning-messages';
import { LessonView } from '@/features/learning/components/lesson-view';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { asLocale } from '@/i18n/locale-params';

/** Per learner (access, ticks, resume position): read with the visitor's cookie on every request. */
export const dynamic = 'force-dynamic';

export const generateMetadata = pageMetadata('lesson', { private: true });

type Props = { params: Promise<{ locale: string; id: string; lessonId: string }> };

/** /program/details/{id}/lesson/{lessonId}: the lesson layout (docs/product/shell.md). */
export default async function LessonPage({ params }: Props) {
  const { locale: raw, id, lessonId } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const { info, sections, lesson } = await loadLessonPage(locale, id, lessonId);
  const { program } = info;
  return (
    <LearningMessages>
      <LessonView
        key={lessonId}
        program={{ id: program.id, slug: program.slug, title: program.title, hasCertificate: program.hasCertificate }}
        isEnrolled={info.isEnrolled}
        progress={info.progress}
        sections={sections}
        lessonId={lessonId}
        lesson={lesson}
      />
    </LearningMessages>
  );
}
