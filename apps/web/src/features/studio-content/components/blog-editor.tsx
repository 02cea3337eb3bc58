'use client';
import { type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { StatusBadge } from '@/features/studio/components/status-badge';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { StudioImageField } from '@/features/studio/components/studio-image-field';
import { StudioSaveAlert } from '@/features/studio/components/studio-save-alert';
import { useStudioSave } from '@/features/studio/hooks/use-studio-save';
import { BilingualPair } from '@/features/studio-programs/components/bilingual-pair';
import { BilingualRichText } from '@/features/studio-programs/components/bilingual-rich-text';
import { useUnsavedWarning } from '@/features/studio-programs/hooks/use-unsaved-warning';
import { studioLecturersQuery } from '@/features/studio/api/studio-lecturer-documents';
import { useRouter } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { FieldNotes, fieldBorder, fieldNoteIds } from '@/shared/ui/form/field-notes';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextAreaField } from '@/shared/ui/form/text-area-field';
import { TextField } from '@/shared/ui/form/text-field';
import { buttonStyles } from '@/shared/ui/styles';
import { createBlogMutation, studioBlogQuery, updateBlogMutation, type StudioBlog } from '../api/studio-blog-documents';
import { studioBlogCategoriesQuery, type StudioBlogCategory } from '../api/studio-blog-category-documents';
import { blogFormOf, blogInputOf, emptyBlogForm, type BlogFormValues } from '../lib/blog-form';
import { BlogLifecycle } from './blog-lifecycle';

const formFields = Object.keys(emptyBlogForm);
type Key = keyof BlogFormValues;
const control = 'min-h-11 rounded-lg border bg-surface px-3 text-fg focus-visible:border-accent';

/**
 * One form for a new post and for editing one (decision 0067): both languages side by side (title,
 * summary, body with pictures, search-engine texts, tags), the address, cover, category and, for
 * administrators, the author; each error under its field; saves on the version opened; then the
 * steps of its life.
 */
export function BlogEditor({ blogId }: { blogId?: string }) {
  const t = useTranslations('studio.blogs');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const { user } = useSession();
  const isAdmin = user?.role === 'ADMIN';
  const categoryId = useId();
  const authorId = useId();
  const [blog, setBlog] = useState<StudioBlog | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [values, setValues] = useState<BlogFormValues>(emptyBlogForm);
  const [saved, setSaved] = useState<BlogFormValues>(emptyBlogForm);
  const [categories, setCategories] = useState<StudioBlogCategory[]>([]);
  const [lecturers, setLecturers] = useState<Array<{ id: string; fullName: string }>>([]);
  const { errors, alert, setAlert, busy, run } = useStudioSave(formFields, t('saveFailed'));
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  useUnsavedWarning(dirty);

  const show = useCallback((loaded: StudioBlog) => {
    const form = blogFormOf(loaded);
    setBlog(loaded);
    setValues(form);
    setSaved(form);
  }, []);
  const load = useCallback(async () => {
    if (!blogId) return;
    try {
      const { studioBlog } = await request(studioBlogQuery, { blogId }, { locale });
      if (!studioBlog.success || !studioBlog.data) setRefusal(studioBlog.code);
      else show(studioBlog.data);
    } catch {
      setAlert({ tone: 'error', message: t('loadFailed') });
    }
  }, [blogId, locale, show, t]);
  useEffect(() => void load(), [load]);
  useEffect(() => {
    void request(studioBlogCategoriesQuery, {}, { locale })
      .then(({ studioBlogCategories: list }) => setCategories([...(list.data?.items ?? [])]))
      .catch(() => setCategories([]));
  }, [locale]);
  useEffect(() => {
    if (!isAdmin) return;
    void request(studioLecturersQuery, {}, { locale })
      .then(({ studioLecturers }) => setLecturers([...(studioLecturers.data?.items ?? [])]))
      .catch(() => setLecturers([]));
  }, [isAdmin, locale]);

  const set = (key: Key, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const pair = (legend: string, ar: Key, en: Key, long = false) => {
    const Field = long ? TextAreaField : TextField;
    const field = (lang: 'ar' | 'en', name: Key) => (
      <Field
        name={name}
        label={t(lang === 'ar' ? 'arabic' : 'english')}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        lang={lang}
        value={values[name]}
        error={errors[name]}
        onChange={(e: { target: { value: string } }) => set(name, e.target.value)}
      />
    );
    return <BilingualPair legend={legend}>{[field('ar', ar), field('en', en)]}</BilingualPair>;
  };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = blogInputOf(values);
    await run(
      async () =>
        blog
          ? (
              await request(
                updateBlogMutation,
                { input: { ...input, blogId: blog.id, version: blog.version } },
                { locale },
              )
            ).updateBlog
          : (await request(createBlogMutation, { input }, { locale })).createBlog,
      (result, message) => {
        show(result);
        if (!blog) return router.push(`/studio/blogs/${result.id}`);
        setAlert({ tone: 'success', message });
      },
    );
  }

  if (refusal) return <StudioRefusal code={refusal} />;
  if (blogId && !blog) return <p className="text-fg-muted">{alert?.message ?? t('loadingOne')}</p>;
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      {blog ? (
        <p className="flex items-center gap-2 text-sm text-fg-muted">
          {t('state')} <StatusBadge status={blog.status} />
        </p>
      ) : null}
      <StudioSaveAlert
        alert={alert}
        reloadLabel={t('reload')}
        onReload={() => void load().then(() => setAlert(null))}
      />
      <form onSubmit={save} noValidate className="flex flex-col gap-6" aria-label={t('formLabel')}>
        {pair(t('titles'), 'arTitle', 'enTitle')}
        {pair(t('summaries'), 'arSummary', 'enSummary', true)}
        <BilingualRichText
          legend={t('bodies')}
          hint={t('bodyHint')}
          names={{ ar: 'arContent', en: 'enContent' }}
          values={values}
          errors={errors}
          readOnly={false}
          onChange={(name, html) => set(name, html)}
        />
        <TextField
          name="slug"
          label={t('slug')}
          hint={blog ? t('slugChangeHint') : t('slugHint')}
          dir="ltr"
          autoComplete="off"
          value={values.slug}
          error={errors.slug}
          onChange={(e) => set('slug', e.target.value)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={categoryId} className="text-sm font-medium">
              {t('category')}
            </label>
            <select
              id={categoryId}
              name="categoryId"
              value={values.categoryId}
              aria-invalid={errors.categoryId ? true : undefined}
              aria-describedby={fieldNoteIds(categoryId, undefined, errors.categoryId).describedBy}
              onChange={(e) => set('categoryId', e.target.value)}
              className={`${control} ${fieldBorder(errors.categoryId)}`}
            >
              <option value="">{t('chooseCategory')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {locale === 'ar' ? category.arName : category.enName}
                </option>
              ))}
            </select>
            <FieldNotes id={categoryId} error={errors.categoryId} />
          </div>
          {isAdmin ? (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={authorId} className="text-sm font-medium">
                {t('author')}
              </label>
              <select
                id={authorId}
                name="lecturerId"
                value={values.lecturerId}
                onChange={(e) => set('lecturerId', e.target.value)}
                className={`${control} border-line`}
              >
                <option value="">{t('platformAuthor')}</option>
                {lecturers.map((lecturer) => (
                  <option key={lecturer.id} value={lecturer.id}>
                    {lecturer.fullName}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
        {pair(t('tags'), 'arTags', 'enTags')}
        <p className="-mt-4 text-sm text-fg-muted">{t('tagsHint')}</p>
        <StudioImageField
          model="COURSE_THUMBNAIL"
          texts={{
            heading: t('cover'),
            preview: t('coverPreview'),
            none: t('noCover'),
            add: t('addCover'),
            replace: t('replaceCover'),
          }}
          value={values.thumbnail}
          error={errors.thumbnail}
          disabled={busy}
          onChange={(key) => set('thumbnail', key)}
        />
        {values.thumbnail ? (
          <div className="flex flex-col gap-3">
            <TextField
              name="altText"
              label={t('altText')}
              dir="auto"
              value={values.altText}
              error={errors.altText}
              onChange={(e) => set('altText', e.target.value)}
            />
            <div>
              <button type="button" className={buttonStyles.secondary} onClick={() => set('thumbnail', '')}>
                {t('removeCover')}
              </button>
            </div>
          </div>
        ) : null}
        {pair(t('seoTitles'), 'arSeoTitle', 'enSeoTitle')}
        {pair(t('seoDescriptions'), 'arSeoDescription', 'enSeoDescription', true)}
        <div className="flex items-center gap-3">
          <SubmitButton busy={busy} label={blog ? t('save') : t('create')} busyLabel={t('saving')} />
          {blog ? <span className="text-sm text-fg-muted">{dirty ? t('unsaved') : t('allSaved')}</span> : null}
        </div>
      </form>
      {blog ? (
        <BlogLifecycle
          blog={blog}
          isAdmin={isAdmin}
          dirty={dirty}
          onOutcome={(outcome) => {
            if (outcome.success && outcome.data) show(outcome.data);
            setAlert({
              tone: outcome.success ? 'success' : 'error',
              message: [outcome.message, ...(outcome.fieldErrors ?? []).map((f) => f.message)].join(' '),
              conflict: outcome.code === 'VERSION_CONFLICT',
            });
          }}
        />
      ) : null}
    </div>
  );
}
