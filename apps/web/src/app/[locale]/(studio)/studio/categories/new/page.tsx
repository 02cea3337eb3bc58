import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { StudioSubpage } from '@/features/studio/components/studio-subpage';
import { CategoryEditor } from '@/features/studio-categories/components/category-editor';
import { asLocale } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioNewCategory', { private: true });

/** A new category, for administrators (decision 0064). */
export default async function StudioPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale: raw } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  return (
    <StudioSubpage
      locale={locale}
      page="studioNewCategory"
      parent={{ page: 'studioCategories', href: '/studio/categories' }}
    >
      <CategoryEditor />
    </StudioSubpage>
  );
}
