import type { Locale } from '@manara/i18n';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { StudioBreadcrumbs } from './studio-breadcrumbs';

/** Studio pages titled from the pages catalogue through this shell (decision 0064's pages). */
type StudioPageKey =
  | 'studioCategories'
  | 'studioNewCategory'
  | 'studioCategory'
  | 'studioLecturers'
  | 'studioLecturerProfile'
  | 'studioMyProfile'
  | 'studioBlogs'
  | 'studioNewBlog'
  | 'studioBlog'
  | 'studioBlogCategories'
  | 'studioNewBlogCategory'
  | 'studioBlogCategory'
  | 'studioFaqs'
  | 'studioPolicies';

/**
 * A studio page: breadcrumbs back to its `parent` list (when it has one), its title as the heading,
 * then its content.
 */
export async function StudioSubpage({
  locale,
  page,
  parent,
  children,
}: {
  locale: Locale;
  page: StudioPageKey;
  parent?: { page: StudioPageKey; href: string };
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'pages' });
  return (
    <div className="flex flex-col gap-6">
      {parent ? (
        <StudioBreadcrumbs
          label={t('studioNewProgram.breadcrumbs')}
          crumbs={[{ label: t(`${parent.page}.title`), href: parent.href }, { label: t(`${page}.title`) }]}
        />
      ) : null}
      <h1 className="text-2xl font-bold text-fg">{t(`${page}.title`)}</h1>
      {children}
    </div>
  );
}
