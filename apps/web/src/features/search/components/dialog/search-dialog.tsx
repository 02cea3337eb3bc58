'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from '#intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useRouter } from '@/i18n/navigation';
import { useCategoryTiles } from '@/features/search/hooks/use-category-tiles';
import { useLiveSearch } from '@/features/search/hooks/use-live-search';
import { useSearchStatus } from '@/features/search/hooks/use-search-status';
import { SearchAnnouncer } from '@/features/search/components/search-states';
import { DIALOG_RESULT_LIMIT, mergeResults } from '@/features/search/lib/merge-results';
import { searchPageHref } from '@/features/search/lib/result-href';
import { SearchIcon } from '@/shared/ui/icons/shell-icons';
import { CloseIcon } from '@/shared/ui/icons/close-icon';
import { iconButton } from '@/shared/ui/styles';
import { moveFocusWithArrows } from './arrow-focus';
import { SearchDialogResults } from './search-dialog-results';
import { SearchSuggestions } from './search-suggestions';

/**
 * The header's search (docs/product/shell.md search dialog). A centred dialog from 1024px; below, a
 * sheet from the top that takes the full height at 700px and less. Closing (Escape, the close
 * button, outside click, or following a result) resets the text and results; Radix returns
 * focus to the trigger.
 */
export function SearchDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const t = useTranslations('search');
  const router = useRouter();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(defaultOpen);
  const [text, setText] = useState('');
  const search = useLiveSearch();
  const tiles = useCategoryTiles(open);
  const shown =
    search.state.status === 'success' ? mergeResults(search.state.result, DIALOG_RESULT_LIMIT).length : undefined;
  const status = useSearchStatus(search.state, shown);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setText('');
      search.reset();
    }
  };
  const type = (value: string) => {
    setText(value);
    search.update(value);
  };
  const pick = (value: string) => {
    type(value);
    inputRef.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (search.state.status === 'idle') return;
    router.push(searchPageHref(search.state.query));
    onOpenChange(false);
  };
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger aria-label={t('open')} className={iconButton}>
        <SearchIcon size={22} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/45 animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="search-dialog"
          onKeyDown={(event) => moveFocusWithArrows(event, event.currentTarget, inputRef.current)}
          className="fixed inset-x-0 top-0 z-50 flex h-dvh flex-col bg-surface shadow-pop animate-pop-in min-[701px]:h-auto min-[701px]:max-h-[85dvh] min-[701px]:rounded-b-2xl lg:top-[12vh] lg:mx-auto lg:w-[min(700px,calc(100vw-2rem))] lg:rounded-2xl lg:border lg:border-line"
        >
          <Dialog.Title className="sr-only">{t('title')}</Dialog.Title>
          <form
            role="search"
            onSubmit={submit}
            className="flex h-16 shrink-0 items-center gap-3 border-b border-line px-4"
          >
            <SearchIcon size={22} className="shrink-0 text-fg-muted" />
            <label htmlFor={inputId} className="sr-only">
              {t('label')}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              dir="auto"
              value={text}
              onChange={(event) => type(event.target.value)}
              placeholder={t('placeholder')}
              autoComplete="off"
              enterKeyHint="search"
              className="h-11 min-w-0 flex-1 rounded-lg bg-transparent px-1 text-lg text-fg placeholder:text-fg-muted [&::-webkit-search-cancel-button]:appearance-none"
            />
            <Dialog.Close aria-label={t('close')} className={iconButton}>
              <CloseIcon size={20} />
            </Dialog.Close>
          </form>
          <SearchAnnouncer message={status} />
          <div className="min-h-0 flex-1 overflow-y-auto p-4 min-[701px]:max-h-[415px] sm:p-5">
            {search.state.status === 'idle' ? (
              <SearchSuggestions tiles={tiles} onPick={pick} />
            ) : (
              <SearchDialogResults state={search.state} onRetry={search.retry} onNavigate={close} />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
