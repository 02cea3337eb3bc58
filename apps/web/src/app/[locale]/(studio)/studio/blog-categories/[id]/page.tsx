import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { StudioSubpage } from '@/features/studio/components/studio-subpage';
import { BlogCategoryEditor } from '@/features/studio-content/components/blog-category-editor';
import { asLocale } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioBlogCategory', { private: true });

/** One blog category to edit, or delete when no post is filed under it (decision 0067). */
export default async function StudioPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale: raw, id } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  return (
    <StudioSubpage
      locale={locale}
      page="studioBlogCategory"
      parent={{ page: 'studioBlogCategories', href: '/studio/blog-categories' }}
    >
      <BlogCategoryEditor blogCategoryId={id} />
    </StudioSubpage>
  );
}
