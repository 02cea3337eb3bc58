'use client';
import { type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { StudioConfirm } from '@/features/studio/components/studio-confirm';
import { StudioSaveAlert } from '@/features/studio/components/studio-save-alert';
import { useStudioSave } from '@/features/studio/hooks/use-studio-save';
import { readSortOrder } from '@/features/studio-categories/lib/category-form';
import { useRouter } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import { buttonStyles } from '@/shared/ui/styles';
import {
  createBlogCategoryMutation,
  deleteBlogCategoryMutation,
  studioBlogCategoryQuery,
  updateBlogCategoryMutation,
  type StudioBlogCategory,
} from '../api/studio-blog-category-documents';

const empty = { arName: '', enName: '', slug: '', isActive: true, sortOrder: '0' };
type Values = typeof empty;
const formFields = Object.keys(empty);

/**
 * One form for a new blog category and for editing one (decision 0067): both names, the address,
 * shown or hidden and the display order (Arabic-Indic digits read); saves on the version opened;
 * delete after a confirmation, refused while posts are filed under it.
 */
export function BlogCategoryEditor({ blogCategoryId }: { blogCategoryId?: string }) {
  const t = useTranslations('studio.blogCategories');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [category, setCategory] = useState<StudioBlogCategory | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [values, setValues] = useState<Values>(empty);
  const { errors, setErrors, alert, setAlert, busy, run } = useStudioSave(formFields, t('saveFailed'));
  const [confirming, setConfirming] = useState(false);

  const show = useCallback((loaded: StudioBlogCategory) => {
    const { arName, enName, slug, isActive } = loaded;
    setCategory(loaded);
    setValues({ arName, enName, slug, isActive, sortOrder: String(loaded.sortOrder) });
  }, []);
  const load = useCallback(async () => {
    if (!blogCategoryId) return;
    try {
      const { studioBlogCategory } = await request(studioBlogCategoryQuery, { blogCategoryId }, { locale });
      if (!studioBlogCategory.success || !studioBlogCategory.data) setRefusal(studioBlogCategory.code);
      else show(studioBlogCategory.data);
    } catch {
      setAlert({ tone: 'error', message: t('loadFailed') });
    }
  }, [blogCategoryId, locale, show, t]);
  useEffect(() => void load(), [load]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sortOrder = readSortOrder(values.sortOrder);
    if (sortOrder === null) {
      setErrors({ sortOrder: t('notANumber') });
      setAlert({ tone: 'error', message: t('fixFields') });
      return;
    }
    const input = { ...values, slug: values.slug.trim() || null, sortOrder };
    await run(
      async () =>
        category
          ? (
              await request(
                updateBlogCategoryMutation,
                { input: { ...input, blogCategoryId: category.id, version: category.version } },
                { locale },
              )
            ).updateBlogCategory
          : (await request(createBlogCategoryMutation, { input }, { locale })).createBlogCategory,
      (saved, message) => {
        if (!category) return router.push(`/studio/blog-categories/${saved.id}`);
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
            deleteBlogCategoryMutation,
            { input: { blogCategoryId: category.id, version: category.version } },
            { locale },
          )
        ).deleteBlogCategory,
      () => router.push('/studio/blog-categories'),
    );
    setConfirming(false);
  }

  if (refusal) return <StudioRefusal code={refusal} />;
  if (blogCategoryId && !category) return <p className="text-fg-muted">{alert?.message ?? t('loadingOne')}</p>;
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
          hint={t('slugHint')}
          dir="ltr"
          autoComplete="off"
          value={values.slug}
          error={errors.slug}
          onChange={(e) => set('slug', e.target.value)}
        />
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
        <section
          aria-labelledby="blog-category-delete"
          className="flex flex-col gap-3 rounded-card border border-line p-4"
        >
          <h2 id="blog-category-delete" className="text-lg font-bold text-fg">
            {t('deleteHeading')}
          </h2>
          <p className="text-sm text-fg-muted">{t('inUse', { posts: category.blogsCount })}</p>
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
