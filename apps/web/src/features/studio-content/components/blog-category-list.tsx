'use client';
import { formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { useStudioWholeList } from '@/features/studio/hooks/use-studio-whole-list';
import { Link } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { buttonStyles } from '@/shared/ui/styles';
import { studioBlogCategoriesQuery, type StudioBlogCategory } from '../api/studio-blog-category-documents';

/** Every blog category for administrators (decision 0067), in display order, with its post count. */
export function BlogCategoryList() {
  const t = useTranslations('studio.blogCategories');
  const locale = useLocale() as Locale;
  const { rows, refusal, failed } = useStudioWholeList<StudioBlogCategory>(
    locale,
    async () => (await request(studioBlogCategoriesQuery, {}, { locale })).studioBlogCategories,
  );
  if (refusal) return <StudioRefusal code={refusal} />;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <Link href="/studio/blog-categories/new" className={buttonStyles.primary}>
          {t('new')}
        </Link>
      </div>
      {failed ? <p className="text-fg">{t('loadFailed')}</p> : null}
      {!rows && !failed ? <p className="text-fg-muted">{t('loading')}</p> : null}
      {rows && rows.length === 0 ? <p className="text-fg">{t('empty')}</p> : null}
      {rows && rows.length > 0 ? (
        <div className="overflow-x-auto rounded-card border border-line">
          <table className="w-full text-start text-[0.95rem]">
            <caption className="sr-only">{t('caption')}</caption>
            <thead className="bg-surface-muted text-sm text-fg-muted">
              <tr>
                {(['name', 'slug', 'posts', 'visibility', 'order'] as const).map((key) => (
                  <th key={key} scope="col" className="px-4 py-3 text-start font-semibold">
                    {t(`columns.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((category) => (
                <tr key={category.id} className="border-t border-line" data-testid="studio-blog-category-row">
                  <td className="px-4 py-3">
                    <Link
                      href={`/studio/blog-categories/${category.id}`}
                      className="font-semibold text-fg hover:text-accent"
                    >
                      {locale === 'ar' ? category.arName : category.enName}
                    </Link>
                  </td>
                  <td className="px-4 py-3">
                    <bdi dir="ltr">{category.slug}</bdi>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3">{formatNumber(category.blogsCount, locale)}</td>
                  <td className="px-4 py-3">{category.isActive ? t('shown') : t('hidden')}</td>
                  <td className="whitespace-nowrap px-4 py-3">{formatNumber(category.sortOrder, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
