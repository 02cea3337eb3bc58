'use client';
import { useLocale, useTranslations } from '#intl';
import { useId, useState } from 'react';
import { cairoWallTimeToDate } from '@/features/studio/lib/cairo-wall-time';
import { Link } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { buttonStyles } from '@/shared/ui/styles';
import {
  archiveProgramMutation,
  publishProgramMutation,
  returnProgramToDraftMutation,
  submitProgramForReviewMutation,
  unpublishProgramMutation,
  type StudioProgram,
} from '../api/studio-program-documents';

interface Outcome {
  success: boolean;
  code: string;
  message: string;
  fieldErrors: readonly { field: string; message: string }[];
  data: StudioProgram | null;
}

const livePath = (program: StudioProgram) =>
  program.type === 'DIPLOMA' ? `/paths/${program.slug}` : `/program/${program.slug}`;

/**
 * The lifecycle steps this person may take from the program's status (decision 0028): a lecturer
 * submits for review; an administrator publishes now or at a Cairo date and time, sends back with
 * a note, restores, unpublishes or archives. Steps wait until the form is saved.
 */
export function LifecycleActions({
  program,
  isAdmin,
  dirty,
  onOutcome,
}: {
  program: StudioProgram;
  isAdmin: boolean;
  dirty: boolean;
  onOutcome: (outcome: Outcome) => void;
}) {
  const t = useTranslations('studio.lifecycle');
  const locale = useLocale();
  const noteId = useId();
  const whenId = useId();
  const [note, setNote] = useState('');
  const [when, setWhen] = useState('');
  const [busy, setBusy] = useState(false);
  const status = program.publicationStatus;
  const target = { programId: program.id, version: program.version };

  async function run(step: () => Promise<Outcome>) {
    if (busy || dirty) return;
    setBusy(true);
    try {
      onOutcome(await step());
    } finally {
      setBusy(false);
    }
  }
  const button = (label: string, testId: string, step: () => Promise<Outcome>, primary = false) => (
    <button
      type="button"
      data-testid={testId}
      aria-disabled={busy || dirty || undefined}
      onClick={() => void run(step)}
      className={`${primary ? buttonStyles.primary : buttonStyles.secondary} ${buttonStyles.small} aria-disabled:opacity-60`}
    >
      {label}
    </button>
  );
  const submit = async () =>
    (await request(submitProgramForReviewMutation, { input: target }, { locale })).submitProgramForReview;
  const toDraft = (comment?: string) => async () =>
    (await request(returnProgramToDraftMutation, { input: { ...target, comment } }, { locale })).returnProgramToDraft;
  const unpublish = async () =>
    (await request(unpublishProgramMutation, { input: target }, { locale })).unpublishProgram;
  const archive = async () => (await request(archiveProgramMutation, { input: target }, { locale })).archiveProgram;
  const publish = (publishAt?: Date) => async () =>
    (await request(publishProgramMutation, { input: { ...target, publishAt: publishAt?.toISOString() } }, { locale }))
      .publishProgram;

  return (
    <section aria-labelledby="studio-lifecycle" className="flex flex-col gap-3 rounded-card border border-line p-4">
      <h2 id="studio-lifecycle" className="font-bold text-fg">
        {t('heading')}
      </h2>
      {dirty ? <p className="text-sm text-fg-muted">{t('saveFirst')}</p> : null}
      {program.reviewComment ? (
        <div className="rounded-lg bg-surface-muted p-3 text-sm" data-testid="review-comment">
          <p className="font-semibold text-fg">{t('reviewComment')}</p>
          <p className="mt-1 whitespace-pre-line text-fg" dir="auto">
            {program.reviewComment}
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {(status === 'DRAFT' || status === 'UNPUBLISHED') && !isAdmin
          ? button(t('submit'), 'action-submit', submit, true)
          : null}
        {isAdmin && ['DRAFT', 'IN_REVIEW', 'SCHEDULED', 'UNPUBLISHED'].includes(status)
          ? button(t('publish'), 'action-publish', publish(), true)
          : null}
        {isAdmin && ['SCHEDULED', 'UNPUBLISHED', 'ARCHIVED'].includes(status)
          ? button(t('restore'), 'action-restore', toDraft())
          : null}
        {isAdmin && ['PUBLISHED', 'SCHEDULED'].includes(status)
          ? button(t('unpublish'), 'action-unpublish', unpublish)
          : null}
        {isAdmin && status !== 'ARCHIVED' ? button(t('archive'), 'action-archive', archive) : null}
        {status === 'PUBLISHED' ? (
          <Link href={livePath(program)} className={`${buttonStyles.ghost} ${buttonStyles.small}`}>
            {t('viewLive')}
          </Link>
        ) : null}
      </div>
      {isAdmin && status === 'IN_REVIEW' ? (
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
          <div>{button(t('sendBack'), 'action-send-back', toDraft(note))}</div>
        </div>
      ) : null}
      {isAdmin && ['DRAFT', 'IN_REVIEW', 'UNPUBLISHED', 'SCHEDULED'].includes(status) ? (
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
          {button(t('schedule'), 'action-schedule', async () => {
            const at = cairoWallTimeToDate(when);
            return at
              ? publish(at)()
              : {
                  success: false,
                  code: 'VALIDATION_FAILED',
                  message: t('scheduleInvalid'),
                  fieldErrors: [],
                  data: null,
                };
          })}
        </div>
      ) : null}
    </section>
  );
}
