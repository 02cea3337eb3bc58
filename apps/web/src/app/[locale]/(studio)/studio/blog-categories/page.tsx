import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { StudioSubpage } from '@/features/studio/components/studio-subpage';
import { BlogCategoryList } from '@/features/studio-content/components/blog-category-list';
import { asLocale } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioBlogCategories', { private: true });

/** Blog categories, for administrators, read in the browser with their session (decision 0067). */
export default async function StudioPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale: raw } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  return (
    <StudioSubpage locale={locale} page="studioBlogCategories">
      <BlogCategoryList />
    </StudioSubpage>
  );
}
