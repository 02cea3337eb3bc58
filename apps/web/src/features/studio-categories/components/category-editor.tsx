'use client';
import { type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { StudioConfirm } from '@/features/studio/components/studio-confirm';
import { StudioImageField } from '@/features/studio/components/studio-image-field';
import { StudioSaveAlert } from '@/features/studio/components/studio-save-alert';
import { useStudioSave } from '@/features/studio/hooks/use-studio-save';
import { useRouter } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import { buttonStyles } from '@/shared/ui/styles';
import {
  createCategoryMutation,
  deleteCategoryMutation,
  studioCategoryQuery,
  updateCategoryMutation,
  type StudioCategory,
} from '../api/studio-category-documents';
import { categoryFormOf, categoryInputOf, emptyCategoryForm, type CategoryFormValues } from '../lib/category-form';

const formFields = Object.keys(emptyCategoryForm);

/**
 * One form for a new category and for editing one (decision 0064): both names, the address, the
 * image, shown or hidden and the display order, each error under its field; saves on the version
 * opened; delete after a confirmation, refused while programs or coupons use it.
 */
export function CategoryEditor({ categoryId }: { categoryId?: string }) {
  const t = useTranslations('studio.categories');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [category, setCategory] = useState<StudioCategory | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [values, setValues] = useState<CategoryFormValues>(emptyCategoryForm);
  const { errors, setErrors, alert, setAlert, busy, run } = useStudioSave(formFields, t('saveFailed'));
  const [confirming, setConfirming] = useState(false);

  const show = useCallback((loaded: StudioCategory) => {
    setCategory(loaded);
    setValues(categoryFormOf(loaded));
  }, []);
  const load = useCallback(async () => {
    if (!categoryId) return;
    try {
      const { studioCategory } = await request(studioCategoryQuery, { categoryId }, { locale });
      if (!studioCategory.success || !studioCategory.data) setRefusal(studioCategory.code);
      else show(studioCategory.data);
    } catch {
      setAlert({ tone: 'error', message: t('loadFailed') });
    }
  }, [categoryId, locale, show, t]);
  useEffect(() => void load(), [load]);

  const set = <K extends keyof CategoryFormValues>(key: K, value: CategoryFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = categoryInputOf(values);
    if (!input) {
      setErrors({ sortOrder: t('notANumber') });
      setAlert({ tone: 'error', message: t('fixFields') });
      return;
    }
    await run(
      async () =>
        category
          ? (
              await request(
                updateCategoryMutation,
                { input: { ...input, categoryId: category.id, version: category.version } },
                { locale },
              )
            ).updateCategory
          : (await request(createCategoryMutation, { input }, { locale })).createCategory,
      (saved, message) => {
        if (!category) return router.push(`/studio/categories/${saved.id}`);
        show(saved);
        setAlert({ tone: 'success', message });
      },
    );
  }

  async function remove() {
    if (!category) return;
    await run(
      async () =>
        (
          await request(
            deleteCategoryMutation,
            { input: { categoryId: category.id, version: category.version } },
            { locale },
          )
        ).deleteCategory,
      () => router.push('/studio/categories'),
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
        <section aria-labelledby="category-delete" className="flex flex-col gap-3 rounded-card border border-line p-4">
          <h2 id="category-delete" className="text-lg font-bold text-fg">
            {t('deleteHeading')}
          </h2>
          <p className="text-sm text-fg-muted">
            {t('inUse', { programs: category.programsCount, coupons: category.couponsCount })}
          </p>
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
