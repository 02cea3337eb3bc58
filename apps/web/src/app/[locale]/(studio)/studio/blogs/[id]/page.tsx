import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { StudioSubpage } from '@/features/studio/components/studio-subpage';
import { BlogEditor } from '@/features/studio-content/components/blog-editor';
import { asLocale } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioBlog', { private: true });

/** One post to edit, and the steps of its life (decision 0067). */
export default async function StudioPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale: raw, id } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  return (
    <StudioSubpage locale={locale} page="studioBlog" parent={{ page: 'studioBlogs', href: '/studio/blogs' }}>
      <BlogEditor blogId={id} />
    </StudioSubpage>
  );
}
