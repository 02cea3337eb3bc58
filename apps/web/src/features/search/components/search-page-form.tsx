'use client';
import { useLocale, useTranslations } from '#intl';
import { useId, type FormEvent } from 'react';
import { getPathname, useRouter } from '@/i18n/navigation';
import { SearchIcon } from '@/shared/ui/icons/shell-icons';
import { buttonStyles } from '@/shared/ui/styles';
import { cleanQuery, isBlankQuery } from '../lib/is-blank-query';
import { searchPageHref } from '../lib/result-href';

/**
 * The /search form. Without JavaScript it is a plain GET to this page; with it, submitting puts
 * the new query in the URL (the results follow the URL). Blank text goes to the bare page.
 */
export function SearchPageForm({ query = '' }: { query?: string }) {
  const t = useTranslations('search');
  const locale = useLocale();
  const router = useRouter();
  const inputId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '');
    router.push(isBlankQuery(text) ? '/search' : searchPageHref(cleanQuery(text)));
  };
  return (
    <form
      role="search"
      action={getPathname({ href: '/search', locale })}
      method="get"
      onSubmit={submit}
      className="flex flex-col gap-3 sm:flex-row"
    >
      <label htmlFor={inputId} className="sr-only">
        {t('label')}
      </label>
      <div className="flex min-w-0 flex-1 items-center gap-2 rounded-xl border border-line bg-surface px-3 focus-within:border-accent">
        <SearchIcon size={20} className="shrink-0 text-fg-muted" />
        <input
          key={query}
          id={inputId}
          name="q"
          type="search"
          dir="auto"
          defaultValue={query}
          placeholder={t('placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="h-12 min-w-0 flex-1 bg-transparent text-base text-fg placeholder:text-fg-muted"
        />
      </div>
      <button type="submit" className={buttonStyles.primary}>
        {t('submit')}
      </button>
    </form>
  );
}
