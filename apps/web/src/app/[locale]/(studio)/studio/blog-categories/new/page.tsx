import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { StudioSubpage } from '@/features/studio/components/studio-subpage';
import { BlogCategoryEditor } from '@/features/studio-content/components/blog-category-editor';
import { asLocale } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioNewBlogCategory', { private: true });

/** A new blog category, for administrators (decision 0067). */
export default async function StudioPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale: raw } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  return (
    <StudioSubpage
      locale={locale}
      page="studioNewBlogCategory"
      parent={{ page: 'studioBlogCategories', href: '/studio/blog-categories' }}
    >
      <BlogCategoryEditor />
    </StudioSubpage>
  );
}
