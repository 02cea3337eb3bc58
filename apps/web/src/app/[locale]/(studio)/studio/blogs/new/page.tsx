import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { StudioSubpage } from '@/features/studio/components/studio-subpage';
import { BlogEditor } from '@/features/studio-content/components/blog-editor';
import { asLocale } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioNewBlog', { private: true });

/** A new post, for administrators and lecturers (decision 0067). */
export default async function StudioPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale: raw } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  return (
    <StudioSubpage locale={locale} page="studioNewBlog" parent={{ page: 'studioBlogs', href: '/studio/blogs' }}>
      <BlogEditor />
    </StudioSubpage>
  );
}
