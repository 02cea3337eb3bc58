'use client';
import { formatNumber, type Locale } from '@manara/i18n';
import { useLocale } from '#intl';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { useStudioWholeList } from '@/features/studio/hooks/use-studio-whole-list';
import { StudioTable } from '@/features/studio/components/studio-table';
import type { EnvelopeOf } from '@/shared/graphql/envelope';
import { Link } from '@/i18n/navigation';
import { buttonStyles } from '@/shared/ui/styles';

export interface CategoryTableRow {
  id: string;
  arName: string;
  enName: string;
  slug: string;
  isActive: boolean;
  sortOrder: number;
}

/**
 * A kind of category for administrators, in display order, with how much is filed under each:
 * program categories (decision 0064) and blog categories (decision 0067) share it. `t` is the
 * kind's catalogue (new, loadFailed, loading, empty, caption, shown, hidden, columns.*).
 */
export function CategoryTable<T extends CategoryTableRow>({
  t,
  href,
  load,
  countColumn,
  countOf,
  rowTestId,
}: {
  t: (key: string) => string;
  /** The studio path of the kind's pages (`/studio/categories`). */
  href: string;
  load: (locale: Locale) => Promise<EnvelopeOf<{ items: T[] }>>;
  /** The count column's key in `columns`. */
  countColumn: string;
  countOf: (row: T) => number;
  rowTestId: string;
}) {
  const locale = useLocale() as Locale;
  const { rows, refusal, failed } = useStudioWholeList<T>(locale, () => load(locale));
  if (refusal) return <StudioRefusal code={refusal} />;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <Link href={`${href}/new`} className={buttonStyles.primary}>
          {t('new')}
        </Link>
      </div>
      {failed ? <p className="text-fg">{t('loadFailed')}</p> : null}
      {!rows && !failed ? <p className="text-fg-muted">{t('loading')}</p> : null}
      {rows && rows.length === 0 ? <p className="text-fg">{t('empty')}</p> : null}
      {rows && rows.length > 0 ? (
        <StudioTable
          caption={t('caption')}
          headings={['name', 'slug', countColumn, 'visibility', 'order'].map((key) => t(`columns.${key}`))}
        >
          {rows.map((category) => (
            <tr key={category.id} className="border-t border-line" data-testid={rowTestId}>
              <td className="px-4 py-3">
                <Link href={`${href}/${category.id}`} className="font-semibold text-fg hover:text-accent">
                  {locale === 'ar' ? category.arName : category.enName}
                </Link>
              </td>
              <td className="px-4 py-3">
                <bdi dir="ltr">{category.slug}</bdi>
              </td>
              <td className="whitespace-nowrap px-4 py-3" data-testid="category-count">
                {formatNumber(countOf(category), locale)}
              </td>
              <td className="px-4 py-3">{category.isActive ? t('shown') : t('hidden')}</td>
              <td className="whitespace-nowrap px-4 py-3">{formatNumber(category.sortOrder, locale)}</td>
            </tr>
          ))}
        </StudioTable>
      ) : null}
    </div>
  );
}
