'use client';
import { useTranslations } from '#intl';
import type { FieldErrorMap } from '@/shared/ui/form/field-errors';
import { TextField } from '@/shared/ui/form/text-field';
import { BilingualPair } from './bilingual-pair';

export interface Titles {
  arTitle: string;
  enTitle: string;
}

const twins = [
  { name: 'arTitle', lang: 'ar', dir: 'rtl', label: 'arabic' },
  { name: 'enTitle', lang: 'en', dir: 'ltr', label: 'english' },
] as const;

/** A section's or lesson's two titles side by side, each in its own language and direction. */
export function TitleFields({
  legend,
  values,
  errors,
  onChange,
  readOnly,
}: {
  legend: string;
  values: Titles;
  errors: FieldErrorMap;
  onChange: (name: keyof Titles, value: string) => void;
  readOnly?: boolean;
}) {
  const t = useTranslations('studio.fields');
  const [ar, en] = twins.map(({ name, lang, dir, label }) => (
    <TextField
      key={name}
      label={t(label)}
      name={name}
      lang={lang}
      dir={dir}
      value={values[name]}
      error={errors[name]}
      readOnly={readOnly}
      onChange={(event) => onChange(name, event.target.value)}
    />
  ));
  return <BilingualPair legend={legend}>{[ar, en]}</BilingualPair>;
}
