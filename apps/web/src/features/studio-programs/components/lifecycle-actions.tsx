'use client';
import { useLocale, useTranslations } from '#intl';
import { LifecyclePanel, submitStep } from '@/features/studio/components/lifecycle-panel';
import { Link } from '@/i18n/navigation';
import type { EnvelopeOf } from '@/shared/graphql/envelope';
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

const livePath = (program: StudioProgram) =>
  program.type === 'DIPLOMA' ? `/paths/${program.slug}` : `/program/${program.slug}`;

/**
 * The lifecycle steps this person may take from the program's status (decision 0028): a lecturer
 * submits for review; an administrator publishes now or at a Cairo date and time, sends back with
 * a note, restores, unpublishes or archives.
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
  onOutcome: (outcome: EnvelopeOf<StudioProgram>) => void;
}) {
  const t = useTranslations('studio.lifecycle');
  const locale = useLocale();
  const status = program.publicationStatus;
  const target = { programId: program.id, version: program.version };
  const toDraft = async (comment?: string) =>
    (await request(returnProgramToDraftMutation, { input: { ...target, comment } }, { locale })).returnProgramToDraft;
  const publish = async (publishAt?: Date) =>
    (await request(publishProgramMutation, { input: { ...target, publishAt: publishAt?.toISOString() } }, { locale }))
      .publishProgram;
  return (
    <LifecyclePanel<StudioProgram>
      reviewComment={program.reviewComment}
      dirty={dirty}
      onOutcome={onOutcome}
      steps={[
        submitStep(
          isAdmin,
          status,
          async () =>
            (await request(submitProgramForReviewMutation, { input: target }, { locale })).submitProgramForReview,
        ),
        isAdmin &&
          ['DRAFT', 'IN_REVIEW', 'SCHEDULED', 'UNPUBLISHED'].includes(status) && {
            key: 'publish',
            primary: true,
            step: () => publish(),
          },
        isAdmin &&
          ['SCHEDULED', 'UNPUBLISHED', 'ARCHIVED'].includes(status) && { key: 'restore', step: () => toDraft() },
        isAdmin &&
          ['PUBLISHED', 'SCHEDULED'].includes(status) && {
            key: 'unpublish',
            step: async () => (await request(unpublishProgramMutation, { input: target }, { locale })).unpublishProgram,
          },
        isAdmin &&
          status !== 'ARCHIVED' && {
            key: 'archive',
            step: async () => (await request(archiveProgramMutation, { input: target }, { locale })).archiveProgram,
          },
      ]}
      extra={
        status === 'PUBLISHED' ? (
          <Link href={livePath(program)} className={`${buttonStyles.ghost} ${buttonStyles.small}`}>
            {t('viewLive')}
          </Link>
        ) : null
      }
      sendBack={isAdmin && status === 'IN_REVIEW' ? toDraft : undefined}
      schedule={isAdmin && ['DRAFT', 'IN_REVIEW', 'UNPUBLISHED', 'SCHEDULED'].includes(status) ? publish : undefined}
    />
  );
}
