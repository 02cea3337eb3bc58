'use client';
import { formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useId, useRef, useState } from 'react';
import type { StudioLecturerChoice } from '@/features/studio/api/studio-lecturer-documents';
import { FieldNotes, fieldBorder, fieldNoteIds } from '@/shared/ui/form/field-notes';
import { buttonStyles } from '@/shared/ui/styles';
import { lecturerChoiceLabel } from '../lib/lecturer-choice-label';

/** The most co-lecturers a program names (decision 0076; the API refuses more). */
const MOST = 4;

type Direction = 'up' | 'down';

/**
 * A program's co-lecturers (decision 0076): an ordered list, each moved up or down or removed
 * with its own buttons, and more added from the approved lecturers other than the owner. Every
 * change is said to screen readers, and focus stays on the control that made it (or its twin).
 */
export function CoLecturersField({
  value,
  ownerId,
  choices,
  error,
  readOnly,
  onChange,
}: {
  value: readonly string[];
  /** The owning lecturer, whom the choices leave out. */
  ownerId: string | null;
  /** Null while they load; undefined when they could not be loaded. */
  choices: readonly StudioLecturerChoice[] | null | undefined;
  error: string | undefined;
  readOnly: boolean;
  onChange: (ids: string[]) => void;
}) {
  const t = useTranslations('studio.fields.coLecturers');
  const locale = useLocale() as Locale;
  const id = useId();
  const [picked, setPicked] = useState('');
  const [said, setSaid] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const nameOf = (lecturerId: string) => choices?.find((c) => c.id === lecturerId)?.fullName ?? t('unlisted');
  const number = (n: number) => formatNumber(n, locale);
  const available = (choices ?? []).filter((c) => c.id !== ownerId && !value.includes(c.id));
  const { describedBy } = fieldNoteIds(id, t('hint'), error);
  const focusLater = (key: string, fallback: string) =>
    requestAnimationFrame(() => {
      const button = buttons.current.get(key);
      (button && !button.disabled ? button : buttons.current.get(fallback))?.focus();
    });

  function move(lecturerId: string, direction: Direction) {
    const from = value.indexOf(lecturerId);
    const to = direction === 'up' ? from - 1 : from + 1;
    const next = [...value];
    [next[from], next[to]] = [next[to]!, next[from]!];
    onChange(next);
    setSaid(t('moved', { name: nameOf(lecturerId), position: number(to + 1), count: number(next.length) }));
    const other = direction === 'up' ? 'down' : 'up';
    focusLater(`${direction}:${lecturerId}`, `${other}:${lecturerId}`);
  }

  function remove(lecturerId: string) {
    const at = value.indexOf(lecturerId);
    const next = value.filter((v) => v !== lecturerId);
    onChange(next);
    setSaid(t('removed', { name: nameOf(lecturerId) }));
    const neighbour = next[Math.min(at, next.length - 1)];
    if (neighbour) focusLater(`remove:${neighbour}`, `remove:${neighbour}`);
    else requestAnimationFrame(() => document.getElementById(`${id}-choose`)?.focus());
  }

  function add() {
    if (!picked) return;
    const next = [...value, picked];
    onChange(next);
    setSaid(t('added', { name: nameOf(picked), position: number(next.length) }));
    setPicked('');
  }

  return (
    <section className="flex flex-col gap-3" aria-labelledby={`${id}-heading`} data-testid="co-lecturers">
      <div>
        <h2 id={`${id}-heading`} className="text-lg font-bold text-fg">
          {t('heading')}
        </h2>
      </div>
      {value.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('none')}</p>
      ) : (
        <ol
          aria-label={t('list')}
          aria-describedby={describedBy}
          className={`flex flex-col divide-y divide-line rounded-lg border ${fieldBorder(error)}`}
        >
          {value.map((lecturerId, index) => {
            const name = nameOf(lecturerId);
            const control = (key: string) => (button: HTMLButtonElement | null) => {
              if (button) buttons.current.set(`${key}:${lecturerId}`, button);
              else buttons.current.delete(`${key}:${lecturerId}`);
            };
            return (
              <li key={lecturerId} className="flex flex-wrap items-center gap-2 px-3 py-2" data-testid="co-lecturer">
                <span className="min-w-0 flex-1 text-fg">
                  <span className="text-fg-muted">{number(index + 1)}. </span>
                  <bdi>{name}</bdi>
                </span>
                {readOnly ? null : (
                  <span className="flex flex-wrap gap-1">
                    {(['up', 'down'] as const).map((direction) => (
                      <button
                        key={direction}
                        type="button"
                        ref={control(direction)}
                        disabled={direction === 'up' ? index === 0 : index === value.length - 1}
                        onClick={() => move(lecturerId, direction)}
                        className={`${buttonStyles.ghost} ${buttonStyles.small} disabled:opacity-40`}
                      >
                        {t(direction === 'up' ? 'moveUp' : 'moveDown')}
                        <span className="sr-only">: {name}</span>
                      </button>
                    ))}
                    <button
                      type="button"
                      ref={control('remove')}
                      onClick={() => remove(lecturerId)}
                      className={`${buttonStyles.ghost} ${buttonStyles.small}`}
                    >
                      {t('remove')}
                      <span className="sr-only">: {name}</span>
                    </button>
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {readOnly ? null : value.length >= MOST ? (
        <p className="text-sm text-fg-muted">{t('full')}</p>
      ) : choices === undefined ? (
        <p className="text-sm text-fg">{t('loadFailed')}</p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <label htmlFor={`${id}-choose`} className="text-sm font-medium">
              {t('choose')}
            </label>
            <select
              id={`${id}-choose`}
              value={picked}
              disabled={choices === null}
              aria-describedby={value.length === 0 ? describedBy : undefined}
              onChange={(event) => setPicked(event.target.value)}
              className="min-h-11 rounded-lg border border-line bg-surface px-3 text-fg"
            >
              <option value="">{choices === null ? t('loading') : t('placeholder')}</option>
              {available.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {lecturerChoiceLabel(choice)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            onClick={add}
            aria-disabled={!picked || undefined}
            className={`${buttonStyles.secondary} ${buttonStyles.small} min-h-11 aria-disabled:opacity-60`}
          >
            {t('add')}
          </button>
        </div>
      )}
      <FieldNotes id={id} hint={t('hint')} error={error} />
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </section>
  );
}
