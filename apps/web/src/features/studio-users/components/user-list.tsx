'use client';
import { formatLongDate, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { StudioFilterSelect } from '@/features/studio/components/studio-filter-select';
import { StudioSearchForm } from '@/features/studio/components/studio-search-form';
import { StudioListResults } from '@/features/studio/components/studio-list-results';
import { useStudioList } from '@/features/studio/hooks/use-studio-list';
import { Link } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { studioUsersQuery, type StudioUser } from '../api/studio-user-documents';
import { personName } from '@/features/studio/lib/person-name';
import { StudioTable } from '@/features/studio/components/studio-table';

type Role = 'USER' | 'LECTURER' | 'ADMIN';
const PAGE_SIZE = 20;

interface Filter {
  search: string;
  role: Role | '';
  blocked: '' | 'yes' | 'no';
  page: number;
}

/** The studio's people, for administrators (decision 0056): newest first, searched by name, e-mail or phone. */
export function UserList() {
  const t = useTranslations('studio.users');
  const locale = useLocale() as Locale;
  const [draft, setDraft] = useState<Omit<Filter, 'page'>>({ search: '', role: '', blocked: '' });
  const [filter, setFilter] = useState<Filter>({ ...draft, page: 1 });
  const { refusal, status, data, retry } = useStudioList<StudioUser>(filter, locale, async (signal) => {
    return (
      await request(
        studioUsersQuery,
        {
          paginate: { page: filter.page, limit: PAGE_SIZE },
          search: filter.search || null,
          role: filter.role || null,
          blocked: filter.blocked === '' ? null : filter.blocked === 'yes',
        },
        { locale, signal },
      )
    ).studioUsers;
  });

  if (refusal) return <StudioRefusal code={refusal} />;
  return (
    <div className="flex flex-col gap-5">
      <StudioSearchForm
        label={t('search')}
        buttonLabel={t('searchButton')}
        value={draft.search}
        onChange={(search) => setDraft((d) => ({ ...d, search }))}
        onSearch={(search) => setFilter({ ...draft, search, page: 1 })}
      >
        <StudioFilterSelect
          label={t('role')}
          value={draft.role}
          options={[
            ['', t('allRoles')],
            ...(['USER', 'LECTURER', 'ADMIN'] as const).map((r) => [r, t(`roles.${r}`)] as const),
          ]}
          onChange={(role) => setDraft((d) => ({ ...d, role }))}
        />
        <StudioFilterSelect
          label={t('state')}
          value={draft.blocked}
          options={[
            ['', t('anyState')],
            ['no', t('active')],
            ['yes', t('blocked')],
          ]}
          onChange={(blocked) => setDraft((d) => ({ ...d, blocked }))}
        />
      </StudioSearchForm>
      <StudioListResults
        status={status}
        data={data}
        page={filter.page}
        onPage={(page) => setFilter((f) => ({ ...f, page }))}
        onRetry={retry}
        countTestId="studio-user-count"
        namespace="studio.users"
        table={(rows) => (
          <StudioTable
            caption={t('caption')}
            headings={(['name', 'email', 'role', 'state', 'joined'] as const).map((key) => t(`columns.${key}`))}
          >
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-line" data-testid="studio-user-row">
                <td className="px-4 py-3">
                  <Link href={`/studio/users/${row.id}`} className="font-semibold text-fg hover:text-accent">
                    <bdi>{personName(row, locale)}</bdi>
                  </Link>
                </td>
                <td className="px-4 py-3">
                  <bdi dir="ltr">{row.email}</bdi>
                </td>
                <td className="px-4 py-3">{t(`roles.${row.role}`)}</td>
                <td className="px-4 py-3">{row.isBlocked ? t('blocked') : t('active')}</td>
                <td className="whitespace-nowrap px-4 py-3">{formatLongDate(String(row.createdAt), locale)}</td>
              </tr>
            ))}
          </StudioTable>
        )}
      />
    </div>
  );
}
