'use client';
import { type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { arrayMove } from '@dnd-kit/sortable';
import { useCallback, useEffect, useState } from 'react';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { StudioFilterSelect } from '@/features/studio/components/studio-filter-select';
import { StudioSaveAlert } from '@/features/studio/components/studio-save-alert';
import type { StudioAlert } from '@/features/studio/hooks/use-studio-save';
import { SortableList, SortableRow } from '@/features/studio-programs/components/sortable-list';
import { request } from '@/shared/graphql/request';
import { buttonStyles } from '@/shared/ui/styles';
import { reorderFaqsMutation, studioFaqsQuery, type StudioFaq } from '../api/studio-faq-documents';
import { FaqForm } from './faq-form';

type Audience = 'USER' | 'LECTURER';

/**
 * One audience's questions for administrators (decision 0067): in their order, moved by dragging
 * a handle or with the keyboard (saved as the whole new order), each opened to edit in both
 * languages, and a form to add one at the end.
 */
export function FaqBoard() {
  const t = useTranslations('studio.faqs');
  const locale = useLocale() as Locale;
  const [audience, setAudience] = useState<Audience>('USER');
  const [faqs, setFaqs] = useState<StudioFaq[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [alert, setAlert] = useState<StudioAlert>(null);

  const load = useCallback(async () => {
    try {
      const { studioFaqs } = await request(studioFaqsQuery, { audience }, { locale });
      if (!studioFaqs.success || !studioFaqs.data) setRefusal(studioFaqs.code);
      else setFaqs([...studioFaqs.data.items]);
    } catch {
      setAlert({ tone: 'error', message: t('loadFailed') });
    }
  }, [audience, locale, t]);
  useEffect(() => void load(), [load]);

  async function move(activeId: string, overId: string) {
    if (!faqs) return;
    const from = faqs.findIndex((faq) => faq.id === activeId);
    const to = faqs.findIndex((faq) => faq.id === overId);
    const moved = arrayMove(faqs, from, to);
    setFaqs(moved);
    try {
      const { reorderFaqs } = await request(
        reorderFaqsMutation,
        { input: { audience, faqIds: moved.map((faq) => faq.id) } },
        { locale },
      );
      if (reorderFaqs.success && reorderFaqs.data) setFaqs([...reorderFaqs.data.items]);
      setAlert({
        tone: reorderFaqs.success ? 'success' : 'error',
        message: reorderFaqs.message,
        conflict: reorderFaqs.code === 'VERSION_CONFLICT',
      });
      if (!reorderFaqs.success) await load();
    } catch {
      setAlert({ tone: 'error', message: t('saveFailed') });
      await load();
    }
  }

  if (refusal) return <StudioRefusal code={refusal} />;
  const title = (faq: StudioFaq) => (locale === 'ar' ? faq.arQuestion : faq.enQuestion);
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <StudioFilterSelect<Audience>
        label={t('audience')}
        value={audience}
        options={[
          ['USER', t('learners')],
          ['LECTURER', t('lecturers')],
        ]}
        onChange={(value) => {
          setFaqs(null);
          setOpen(null);
          setAudience(value);
        }}
      />
      <StudioSaveAlert
        alert={alert}
        reloadLabel={t('reload')}
        onReload={() => void load().then(() => setAlert(null))}
      />
      {!faqs ? <p className="text-fg-muted">{t('loading')}</p> : null}
      {faqs && faqs.length === 0 ? <p className="text-fg">{t('empty')}</p> : null}
      {faqs && faqs.length > 0 ? (
        <>
          <p className="text-sm text-fg-muted">{t('orderHint')}</p>
          <SortableList
            items={faqs.map((faq) => ({ id: faq.id, title: title(faq) }))}
            onMove={(activeId, overId) => void move(activeId, overId)}
            className="flex flex-col gap-2"
          >
            {faqs.map((faq) => (
              <SortableRow
                key={faq.id}
                id={faq.id}
                handleLabel={t('move', { question: title(faq) })}
                className="rounded-card border border-line p-3"
              >
                <div className="flex flex-wrap items-center justify-between gap-2" data-testid="studio-faq-row">
                  <p className="font-semibold text-fg">
                    <bdi>{title(faq)}</bdi>
                    {faq.isShown ? null : <span className="ms-2 text-sm text-fg-muted">({t('hidden')})</span>}
                  </p>
                  <button
                    type="button"
                    aria-expanded={open === faq.id}
                    className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                    onClick={() => setOpen(open === faq.id ? null : faq.id)}
                  >
                    {open === faq.id ? t('close') : t('edit')}
                  </button>
                </div>
                {open === faq.id ? (
                  <div className="mt-3">
                    <FaqForm
                      audience={audience}
                      faq={faq}
                      onDone={(change, message) => {
                        setFaqs((list) =>
                          'deleted' in change
                            ? (list ?? []).filter((f) => f.id !== change.deleted)
                            : (list ?? []).map((f) => (f.id === change.saved.id ? change.saved : f)),
                        );
                        setOpen(null);
                        setAlert({ tone: 'success', message });
                      }}
                    />
                  </div>
                ) : null}
              </SortableRow>
            ))}
          </SortableList>
        </>
      ) : null}
      <section aria-labelledby="faq-new" className="flex flex-col gap-3 rounded-card border border-line p-4">
        <h2 id="faq-new" className="text-lg font-bold text-fg">
          {t('newHeading')}
        </h2>
        <FaqForm
          key={audience}
          audience={audience}
          onDone={(change, message) => {
            if ('saved' in change) setFaqs((list) => [...(list ?? []), change.saved]);
            setAlert({ tone: 'success', message });
          }}
        />
      </section>
    </div>
  );
}
