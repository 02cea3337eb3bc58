'use client';
import { useTranslations } from '#intl';
import { useId, type ReactNode } from 'react';
import { levels } from '@/features/catalogue/lib/listing-state';
import type { StudioLecturerChoice } from '@/features/studio/api/studio-lecturer-documents';
import { TextAreaField } from '@/shared/ui/form/text-area-field';
import { TextField } from '@/shared/ui/form/text-field';
import type { ProgramFormValues } from '../lib/program-form';
import { BilingualPair } from './bilingual-pair';
import { BilingualRichText } from './bilingual-rich-text';
import { CoLecturersField } from './co-lecturers-field';
import { OwnerField } from './owner-field';
import { ProgramPageTextsFields } from './program-page-texts-fields';
import { PromoVideoField } from './promo-video-field';
import { ThumbnailField } from './thumbnail-field';

const units = ['MINUTES', 'HOURS', 'DAYS', 'WEEKS', 'MONTHS'] as const;

export interface ProgramFieldsProps {
  values: ProgramFormValues;
  errors: Partial<Record<keyof ProgramFormValues, string>>;
  onChange: <K extends keyof ProgramFormValues>(name: K, value: ProgramFormValues[K]) => void;
  categories: { id: string; name: string }[];
  /** Whether the owning lecturer may be changed here: administrators only (decision 0076). */
  ownerEditable: boolean;
  /** The approved lecturers to choose the owner and co-lecturers from: null while loading, undefined when they failed. */
  lecturers: readonly StudioLecturerChoice[] | null | undefined;
  /** Prices are the administrators' once a program has been published. */
  moneyLocked: boolean;
  readOnly: boolean;
}

function Select({
  label,
  value,
  onChange,
  children,
  disabled,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  disabled?: boolean;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 rounded-lg border border-line bg-surface px-3 text-fg"
      >
        {children}
      </select>
      {error ? <p className="text-sm [color:light-dark(#b42318,#fda29b)]">{error}</p> : null}
    </div>
  );
}

/** Every authored field of a program, both languages side by side. */
export function ProgramFields({
  values,
  errors,
  onChange,
  categories,
  ownerEditable,
  lecturers,
  moneyLocked,
  readOnly,
}: ProgramFieldsProps) {
  const t = useTranslations('studio.fields');
  const explore = useTranslations('explore');
  // The text itself is in the field's language and direction; labels and hints follow the page.
  const ar = { lang: 'ar', dir: 'rtl' } as const;
  const en = { lang: 'en', dir: 'ltr' } as const;
  const text = (name: keyof ProgramFormValues) => ({
    name,
    value: String(values[name]),
    error: errors[name],
    readOnly,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value as never),
  });
  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-5" aria-labelledby="studio-texts">
        <h2 id="studio-texts" className="text-lg font-bold text-fg">
          {t('texts')}
        </h2>
        <BilingualPair legend={t('title')}>
          <TextField label={t('arabic')} {...ar} {...text('arTitle')} />
          <TextField label={t('english')} {...en} {...text('enTitle')} />
        </BilingualPair>
        <BilingualPair legend={t('summary')}>
          <TextAreaField label={t('arabic')} className="min-h-24" {...ar} {...text('arSummary')} />
          <TextAreaField label={t('english')} className="min-h-24" {...en} {...text('enSummary')} />
        </BilingualPair>
        <BilingualRichText
          legend={t('about')}
          hint={t('aboutHint')}
          names={{ ar: 'arAbout', en: 'enAbout' }}
          values={values}
          errors={errors}
          readOnly={readOnly}
          onChange={(name, html) => onChange(name, html)}
        />
      </section>

      <ProgramPageTextsFields
        values={values}
        errors={errors}
        readOnly={readOnly}
        onChange={(name, v) => onChange(name, v)}
      />

      <section className="flex flex-col gap-5" aria-labelledby="studio-details">
        <h2 id="studio-details" className="text-lg font-bold text-fg">
          {t('details')}
        </h2>
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label={t('slug')} hint={t('slugHint')} dir="ltr" {...text('slug')} />
          <Select
            label={t('category')}
            value={values.categoryId}
            disabled={readOnly}
            error={errors.categoryId}
            onChange={(v) => onChange('categoryId', v)}
          >
            <option value="">{t('noCategory')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
          <Select label={t('level')} value={values.level} disabled={readOnly} onChange={(v) => onChange('level', v)}>
            {levels.map((level) => (
              <option key={level} value={level}>
                {explore(`levels.${level}`)}
              </option>
            ))}
          </Select>
          <Select
            label={t('language')}
            value={values.language}
            disabled={readOnly}
            onChange={(v) => onChange('language', v)}
          >
            <option value="AR">{explore('languages.ar')}</option>
            <option value="EN">{explore('languages.en')}</option>
          </Select>
          <TextField label={t('learningTime')} inputMode="numeric" {...text('learningTime')} />
          <Select
            label={t('learningTimeUnit')}
            value={values.learningTimeUnit}
            disabled={readOnly}
            onChange={(v) => onChange('learningTimeUnit', v)}
          >
            {units.map((unit) => (
              <option key={unit} value={unit}>
                {t(`units.${unit}`)}
              </option>
            ))}
          </Select>
        </div>
        <label className="flex items-center gap-3 text-[0.95rem] text-fg">
          <input
            type="checkbox"
            className="size-5 accent-[var(--color-accent)]"
            checked={values.hasCertificate}
            disabled={readOnly}
            onChange={(event) => onChange('hasCertificate', event.target.checked)}
          />
          {t('hasCertificate')}
        </label>
        <OwnerField
          value={values.lecturerId}
          coLecturerIds={values.coLecturerIds}
          choices={lecturers}
          editable={ownerEditable && !readOnly}
          error={errors.lecturerId}
          onChange={(id) => onChange('lecturerId', id)}
        />
      </section>

      <CoLecturersField
        value={values.coLecturerIds}
        ownerId={values.lecturerId || null}
        choices={lecturers}
        error={errors.coLecturerIds}
        readOnly={readOnly}
        onChange={(ids) => onChange('coLecturerIds', ids)}
      />

      <section className="flex flex-col gap-5" aria-labelledby="studio-price">
        <h2 id="studio-price" className="text-lg font-bold text-fg">
          {t('price')}
        </h2>
        {moneyLocked ? <p className="text-sm text-fg-muted">{t('priceLocked')}</p> : null}
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label={t('originalPrice')}
            hint={t('priceHint')}
            inputMode="decimal"
            {...text('originalPrice')}
            readOnly={readOnly || moneyLocked}
          />
          <TextField
            label={t('priceAfterDiscount')}
            hint={t('discountHint')}
            inputMode="decimal"
            {...text('priceAfterDiscount')}
            readOnly={readOnly || moneyLocked}
          />
          <TextField
            type="datetime-local"
            label={t('discountStartsAt')}
            hint={t('discountWindowHint')}
            {...text('discountStartsAt')}
            readOnly={readOnly || moneyLocked}
          />
          <TextField
            type="datetime-local"
            label={t('discountEndsAt')}
            {...text('discountEndsAt')}
            readOnly={readOnly || moneyLocked}
          />
        </div>
      </section>

      <ThumbnailField
        value={values.thumbnail}
        error={errors.thumbnail}
        disabled={readOnly}
        onChange={(key) => onChange('thumbnail', key)}
      />
      <PromoVideoField
        value={values.promoVideo}
        error={errors.promoVideo}
        disabled={readOnly}
        onChange={(key) => onChange('promoVideo', key)}
      />
    </div>
  );
}
