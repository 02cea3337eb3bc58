'use client';
import { useTranslations } from '#intl';
import { useId, useState, type ReactNode } from 'react';
import { cairoWallTimeToDate } from '@/features/studio/lib/cairo-wall-time';
import type { EnvelopeOf } from '@/shared/graphql/envelope';
import { buttonStyles } from '@/shared/ui/styles';

type Step<T> = () => Promise<EnvelopeOf<T>>;

/** A lifecycle step: its label in `studio.lifecycle` and its test id (`action-<kebab key>`). */
export interface LifecycleStep<T> {
  key: 'submit' | 'publish' | 'restore' | 'unpublish' | 'archive';
  step: Step<T>;
  primary?: boolean;
}

/** An author (not an administrator) sends a draft or a taken-down record for review; the same rule for every kind. */
export function submitStep<T>(isAdmin: boolean, status: string, step: Step<T>): LifecycleStep<T> | false {
  return !isAdmin && (status === 'DRAFT' || status === 'UNPUBLISHED') && { key: 'submit', primary: true, step };
}

const testIdOf = (key: string) => `action-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * The review-and-publish steps of a studio record (programs: decision 0028, blog posts: decision
 * 0067): the caller says which steps this person may take from the record's state; the panel shows
 * the review note, the buttons, sending back with a note and publishing at a Cairo date and time.
 * Steps wait until the form is saved, and one runs at a time.
 */
export function LifecyclePanel<T>({
  reviewComment,
  dirty,
  steps,
  sendBack,
  schedule,
  extra,
  onOutcome,
}: {
  reviewComment: string | null | undefined;
  dirty: boolean;
  steps: readonly (LifecycleStep<T> | false)[];
  /** Offered to reviewers of a record in review. */
  sendBack?: (note: string) => Promise<EnvelopeOf<T>>;
  /** Offered where the record may be published later. */
  schedule?: (at: Date) => Promise<EnvelopeOf<T>>;
  extra?: ReactNode;
  onOutcome: (outcome: EnvelopeOf<T>) => void;
}) {
  const t = useTranslations('studio.lifecycle');
  const headingId = useId();
  const noteId = useId();
  const whenId = useId();
  const [note, setNote] = useState('');
  const [when, setWhen] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(step: Step<T>) {
    if (busy || dirty) return;
    setBusy(true);
    try {
      onOutcome(await step());
    } finally {
      setBusy(false);
    }
  }
  const button = (label: string, testId: string, step: Step<T>, primary = false) => (
    <button
      key={testId}
      type="button"
      data-testid={testId}
      aria-disabled={busy || dirty || undefined}
      onClick={() => void run(step)}
      className={`${primary ? buttonStyles.primary : buttonStyles.secondary} ${buttonStyles.small} aria-disabled:opacity-60`}
    >
      {label}
    </button>
  );
  const scheduled: Step<T> = async () => {
    const at = cairoWallTimeToDate(when);
    if (at && schedule) return schedule(at);
    return { success: false, code: 'VALIDATION_FAILED', message: t('scheduleInvalid'), fieldErrors: [], data: null };
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card border border-line p-4">
      <h2 id={headingId} className="font-bold text-fg">
        {t('heading')}
      </h2>
      {dirty ? <p className="text-sm text-fg-muted">{t('saveFirst')}</p> : null}
      {reviewComment ? (
        <div className="rounded-lg bg-surface-muted p-3 text-sm" data-testid="review-comment">
          <p className="font-semibold text-fg">{t('reviewComment')}</p>
          <p className="mt-1 whitespace-pre-line text-fg" dir="auto">
            {reviewComment}
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {steps.map((entry) => (entry ? button(t(entry.key), testIdOf(entry.key), entry.step, entry.primary) : null))}
        {extra}
      </div>
      {sendBack ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={noteId} className="text-sm font-medium">
            {t('note')}
          </label>
          <textarea
            id={noteId}
            value={note}
            dir="auto"
            onChange={(event) => setNote(event.target.value)}
            className="min-h-20 rounded-lg border border-line bg-surface px-3 py-2 text-fg"
          />
          <div>{button(t('sendBack'), 'action-send-back', () => sendBack(note))}</div>
        </div>
      ) : null}
      {schedule ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={whenId} className="text-sm font-medium">
              {t('scheduleAt')}
            </label>
            <input
              id={whenId}
              type="datetime-local"
              value={when}
              onChange={(event) => setWhen(event.target.value)}
              className="min-h-10 rounded-lg border border-line bg-surface px-3 text-fg"
            />
          </div>
          {button(t('schedule'), 'action-schedule', scheduled)}
        </div>
      ) : null}
    </section>
  );
}
