'use client';
import { type Locale } from '@manara/i18n';
import { useLocale } from '#intl';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { StudioConfirm } from '@/features/studio/components/studio-confirm';
import { StudioImageField } from '@/features/studio/components/studio-image-field';
import { StudioSaveAlert } from '@/features/studio/components/studio-save-alert';
import { useStudioSave } from '@/features/studio/hooks/use-studio-save';
import { useRouter } from '@/i18n/navigation';
import type { EnvelopeOf } from '@/shared/graphql/envelope';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import { buttonStyles } from '@/shared/ui/styles';
import {
  categoryFormOf,
  categoryInputOf,
  emptyCategoryForm,
  type CategoryFormRow,
  type CategoryFormValues,
  type CategoryInput,
} from '../lib/category-form';

const formFields = Object.keys(emptyCategoryForm);

/** How one kind of category is read, saved and deleted; the form is the same for every kind. */
export interface CategoryKind<T extends CategoryFormRow> {
  /** The kind's studio path (`/studio/categories`). */
  href: string;
  /** Program categories carry an image; blog categories do not. */
  withImage: boolean;
  load: (id: string, locale: Locale) => Promise<EnvelopeOf<T>>;
  create: (input: CategoryInput, locale: Locale) => Promise<EnvelopeOf<T>>;
  update: (category: T, input: CategoryInput, locale: Locale) => Promise<EnvelopeOf<T>>;
  remove: (category: T, locale: Locale) => Promise<EnvelopeOf<unknown>>;
  /** What is filed under it, said above the delete button. */
  inUse: (category: T) => string;
}

/**
 * One form for a new category and for editing one, for program categories (decision 0064) and
 * blog categories (decision 0067): both names, the address, the image where the kind has one,
 * shown or hidden and the display order (Arabic-Indic digits read), each error under its field;
 * saves on the version opened; delete after a confirmation, refused while something is filed under it.
 * `t` is the kind's catalogue.
 */
export function CategoryForm<T extends CategoryFormRow>({
  kind,
  categoryId,
  t,
}: {
  kind: CategoryKind<T>;
  categoryId?: string;
  t: (key: string) => string;
}) {
  const locale = useLocale() as Locale;
  const router = useRouter();
  const deleteHeading = useId();
  const [category, setCategory] = useState<T | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [values, setValues] = useState<CategoryFormValues>(emptyCategoryForm);
  const { errors, setErrors, alert, setAlert, busy, run } = useStudioSave(formFields, t('saveFailed'));
  const [confirming, setConfirming] = useState(false);

  const show = useCallback((loaded: T) => {
    setCategory(loaded);
    setValues(categoryFormOf(loaded));
  }, []);
  // `t` and `kind` are made anew each render; the loader depends only on what stays the same.
  const { load: loadOne } = kind;
  const loadFailed = t('loadFailed');
  const load = useCallback(async () => {
    if (!categoryId) return;
    try {
      const loaded = await loadOne(categoryId, locale);
      if (!loaded.success || !loaded.data) setRefusal(loaded.code);
      else show(loaded.data);
    } catch {
      setAlert({ tone: 'error', message: loadFailed });
    }
  }, [categoryId, loadOne, loadFailed, locale, show, setAlert]);
  useEffect(() => void load(), [load]);

  const set = <K extends keyof CategoryFormValues>(key: K, value: CategoryFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = categoryInputOf(values, kind.withImage);
    if (!input) {
      setErrors({ sortOrder: t('notANumber') });
      setAlert({ tone: 'error', message: t('fixFields') });
      return;
    }
    await run(
      () => (category ? kind.update(category, input, locale) : kind.create(input, locale)),
      (saved, message) => {
        if (!category) return router.push(`${kind.href}/${saved.id}`);
        show(saved);
        setAlert({ tone: 'success', message });
      },
    );
  }

  async function remove() {
    if (!category) return;
    await run(
      () => kind.remove(category, locale),
      () => router.push(kind.href),
    );
    setConfirming(false);
  }

  if (refusal) return <StudioRefusal code={refusal} />;
  if (categoryId && !category) return <p className="text-fg-muted">{alert?.message ?? t('loadingOne')}</p>;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <StudioSaveAlert
        alert={alert}
        reloadLabel={t('reload')}
        onReload={() => void load().then(() => setAlert(null))}
      />
      <form onSubmit={save} noValidate className="flex flex-col gap-5" aria-label={t('formLabel')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="arName"
            label={t('arName')}
            dir="rtl"
            lang="ar"
            value={values.arName}
            error={errors.arName}
            onChange={(e) => set('arName', e.target.value)}
          />
          <TextField
            name="enName"
            label={t('enName')}
            dir="ltr"
            lang="en"
            value={values.enName}
            error={errors.enName}
            onChange={(e) => set('enName', e.target.value)}
          />
        </div>
        <TextField
          name="slug"
          label={t('slug')}
          hint={category ? t('slugChangeHint') : t('slugHint')}
          dir="ltr"
          autoComplete="off"
          value={values.slug}
          error={errors.slug}
          onChange={(e) => set('slug', e.target.value)}
        />
        {kind.withImage ? (
          <>
            <StudioImageField
              model="CATEGORY_IMAGE"
              texts={{
                heading: t('image'),
                preview: t('imagePreview'),
                none: t('noImage'),
                add: t('addImage'),
                replace: t('replaceImage'),
              }}
              value={values.image}
              error={errors.image}
              disabled={busy}
              onChange={(key) => set('image', key)}
            />
            {values.image ? (
              <div>
                <button type="button" className={buttonStyles.secondary} onClick={() => set('image', '')}>
                  {t('removeImage')}
                </button>
              </div>
            ) : null}
          </>
        ) : null}
        <TextField
          name="sortOrder"
          label={t('sortOrder')}
          hint={t('sortOrderHint')}
          inputMode="numeric"
          value={values.sortOrder}
          error={errors.sortOrder}
          onChange={(e) => set('sortOrder', e.target.value)}
        />
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            name="isActive"
            className="size-5"
            checked={values.isActive}
            onChange={(e) => set('isActive', e.target.checked)}
          />
          <span>{t('isActive')}</span>
        </label>
        <div>
          <SubmitButton busy={busy} label={category ? t('save') : t('create')} busyLabel={t('saving')} />
        </div>
      </form>
      {category ? (
        <section aria-labelledby={deleteHeading} className="flex flex-col gap-3 rounded-card border border-line p-4">
          <h2 id={deleteHeading} className="text-lg font-bold text-fg">
            {t('deleteHeading')}
          </h2>
          <p className="text-sm text-fg-muted">{kind.inUse(category)}</p>
          {confirming ? (
            <StudioConfirm
              question={t('confirmDelete')}
              confirmLabel={t('delete')}
              cancelLabel={t('cancel')}
              busy={busy}
              onConfirm={() => void remove()}
              onCancel={() => setConfirming(false)}
            />
          ) : (
            <div>
              <button type="button" className={buttonStyles.secondary} onClick={() => setConfirming(true)}>
                {t('deleteAsk')}
              </button>
            </div>
          )}
        </section>
      ) : null}
    </div>
  );
}
