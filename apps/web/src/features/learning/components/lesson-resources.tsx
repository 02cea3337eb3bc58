'use client';
import { useTranslations } from '#intl';
import type { LessonData } from '../api/learning-documents';
import { DownloadIcon } from '@/shared/ui/icons/learning-icons';

/** The lesson's files and links, each with its own download link. */
export function LessonResources({ resources }: { resources: LessonData['resources'] }) {
  const t = useTranslations('learning.lesson');
  if (resources.length === 0) return null;
  return (
    <section aria-labelledby="resources-heading">
      <h2 id="resources-heading" className="text-lg font-bold text-fg">
        {t('resources')}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {resources.map((resource) => (
          <li key={resource.id}>
            <a
              href={resource.downloadUrl}
              download={resource.type === 'LINK' ? undefined : ''}
              target={resource.type === 'LINK' ? '_blank' : undefined}
              rel={resource.type === 'LINK' ? 'noopener noreferrer' : undefined}
              aria-label={t('download', { title: resource.title })}
              className="flex items-center gap-3 rounded-xl border border-line bg-surface-raised px-4 py-3 text-fg hover:border-accent hover:text-accent"
            >
              <DownloadIcon size={18} />
              <bdi className="flex-1">{resource.title}</bdi>
              <span className="text-xs font-semibold text-fg-muted" dir="ltr">
                {resource.type}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
