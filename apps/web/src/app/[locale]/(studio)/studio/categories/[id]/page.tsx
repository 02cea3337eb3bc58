import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { StudioSubpage } from '@/features/studio/components/studio-subpage';
import { CategoryEditor } from '@/features/studio-categories/components/category-editor';
import { asLocale } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioCategory', { private: true });

/** One category for an administrator: its fields to edit, or delete it when nothing uses it (decision 0064). */
export default async function StudioPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale: raw, id } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  return (
    <StudioSubpage
      locale={locale}
      page="studioCategory"
      parent={{ page: 'studioCategories', href: '/studio/categories' }}
    >
      <CategoryEditor categoryId={id} />
    </StudioSubpage>
  );
}
