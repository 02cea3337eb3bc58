import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { StudioSubpage } from '@/features/studio/components/studio-subpage';
import { CategoryList } from '@/features/studio-categories/components/category-list';
import { asLocale } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioCategories', { private: true });

/** Every category, for administrators, read in the browser with their session (decision 0064). */
export default async function StudioPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale: raw } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  return (
    <StudioSubpage locale={locale} page="studioCategories">
      <CategoryList />
    </StudioSubpage>
  );
}
