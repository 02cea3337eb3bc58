'use client';
import { useTranslations } from '#intl';
import { LazyRichTextEditor } from '@/features/studio-editor/components/lazy-rich-text-editor';
import { BilingualPair } from './bilingual-pair';

/** A rich text in Arabic beside its English twin, each in the editor (an article, a program's about). */
export function BilingualRichText<N extends string>({
  legend,
  hint,
  names,
  values,
  errors,
  readOnly,
  onChange,
}: {
  legend: string;
  hint: string;
  /** The Arabic and the English field's names. */
  names: { ar: N; en: N };
  values: Record<N, string>;
  errors: Partial<Record<N, string>>;
  readOnly: boolean;
  onChange: (name: N, html: string) => void;
}) {
  const fields = useTranslations('studio.fields');
  const editor = (lang: 'ar' | 'en') => (
    <LazyRichTextEditor
      label={fields(lang === 'ar' ? 'arabic' : 'english')}
      name={names[lang]}
      lang={lang}
      hint={hint}
      value={values[names[lang]]}
      error={errors[names[lang]]}
      readOnly={readOnly}
      onChange={(html) => onChange(names[lang], html)}
    />
  );
  return <BilingualPair legend={legend}>{[editor('ar'), editor('en')]}</BilingualPair>;
}
