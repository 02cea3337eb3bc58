'use client';
import { useTranslations } from '#intl';
import { useId } from 'react';
import type { StudioLecturerChoice } from '@/features/studio/api/studio-lecturer-documents';
import { FieldNotes, fieldBorder, fieldNoteIds } from '@/shared/ui/form/field-notes';
import { lecturerChoiceLabel } from '../lib/lecturer-choice-label';

/**
 * The program's owning lecturer, who edits it and earns from it (decision 0076): administrators
 * choose them among the approved lecturers who are not its co-lecturers; a lecturer sees who it is.
 */
export function OwnerField({
  value,
  coLecturerIds,
  choices,
  editable,
  error,
  onChange,
}: {
  value: string;
  coLecturerIds: readonly string[];
  /** Null while they load; undefined when they could not be loaded. */
  choices: readonly StudioLecturerChoice[] | null | undefined;
  editable: boolean;
  error: string | undefined;
  onChange: (id: string) => void;
}) {
  const t = useTranslations('studio.fields.owner');
  const id = useId();
  const current = choices?.find((choice) => choice.id === value);
  // Before the choices are in (or when they failed) only the owner's id is known.
  const unknown = choices === null ? 'loading' : choices === undefined ? 'loadFailed' : 'unlisted';
  const name = value ? (current?.fullName ?? t(unknown)) : t('none');
  if (!editable)
    return (
      <p className="text-sm text-fg">
        {t('label')}: <bdi>{name}</bdi>
      </p>
    );
  const { describedBy } = fieldNoteIds(id, t('hint'), error);
  const offered = (choices ?? []).filter((choice) => !coLecturerIds.includes(choice.id));
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('label')}
      </label>
      <select
        id={id}
        value={value}
        disabled={!choices}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        className={`min-h-11 rounded-lg border bg-surface px-3 text-fg ${fieldBorder(error)}`}
      >
        <option value="">{t('none')}</option>
        {/* An owner no longer listed (their approval withdrawn) stays shown until changed. */}
        {value && !current ? <option value={value}>{name}</option> : null}
        {offered.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {lecturerChoiceLabel(choice)}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={t('hint')} error={error} />
    </div>
  );
}
