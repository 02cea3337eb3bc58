'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useRouter } from '@/i18n/navigation';
import { ArrowEndIcon, CloseIcon, SearchIcon } from '../icons/icons';
import { iconButton } from '../ui/styles';
import { SearchSuggestions } from './search-suggestions';

/**
 * The header's search (SPEC §2 search dialog). For now: a text box, suggested phrases, and Enter
 * going to /search?q=…; live results and category tiles arrive with the search issue. A centred
 * dialog on large screens and a full-height sheet at 1023px and below.
 */
export function SearchDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const t = useTranslations('shell.search');
  const router = useRouter();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(defaultOpen);
  const [query, setQuery] = useState('');
  const trimmed = query.trim();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setQuery('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    onOpenChange(false);
    router.push(`/search?q=${encodeURIComponent(trimmed)}`);
  };
  const pick = (phrase: string) => {
    setQuery(phrase);
    inputRef.current?.focus();
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger aria-label={t('open')} className={iconButton}>
        <SearchIcon size={22} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/45 animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-surface shadow-pop animate-pop-in lg:inset-x-0 lg:bottom-auto lg:top-[12vh] lg:mx-auto lg:w-[min(700px,calc(100vw-2rem))] lg:rounded-2xl lg:border lg:border-line"
        >
          <Dialog.Title className="sr-only">{t('title')}</Dialog.Title>
          <form role="search" onSubmit={submit} className="flex h-16 items-center gap-3 border-b border-line px-4">
            <SearchIcon size={22} className="shrink-0 text-fg-muted" />
            <label htmlFor={inputId} className="sr-only">
              {t('label')}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              dir="auto"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('placeholder')}
              autoComplete="off"
              enterKeyHint="search"
              className="h-11 min-w-0 flex-1 rounded-lg bg-transparent px-1 text-lg text-fg placeholder:text-fg-muted [&::-webkit-search-cancel-button]:appearance-none"
            />
            <Dialog.Close aria-label={t('close')} className={iconButton}>
              <CloseIcon size={20} />
            </Dialog.Close>
          </form>
          <div className="flex-1 overflow-y-auto p-5 lg:max-h-[415px]">
            {trimmed ? (
              <button
                type="button"
                onClick={submit}
                className="flex w-full items-center justify-between gap-3 rounded-xl bg-surface-muted px-4 py-3 text-start font-medium text-fg transition-colors hover:text-accent"
              >
                <span>{t.rich('searchFor', { query: trimmed, bdi: (chunks) => <bdi>{chunks}</bdi> })}</span>
                <ArrowEndIcon size={18} className="flip-rtl shrink-0" />
              </button>
            ) : (
              <SearchSuggestions onPick={pick} />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
