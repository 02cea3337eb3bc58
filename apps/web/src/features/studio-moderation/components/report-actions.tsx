'use client';
import type { Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useId, useState } from 'react';
import { StudioConfirm } from '@/features/studio/components/studio-confirm';
import { request } from '@/shared/graphql/request';
import { TextAreaField } from '@/shared/ui/form/text-area-field';
import { buttonStyles } from '@/shared/ui/styles';
import {
  decideReportsMutation,
  restoreReportedContentMutation,
  unblockUserMutation,
  type ReportCase,
  type ReportGroup,
} from '../api/studio-moderation-documents';

type Action = 'HIDE' | 'DISMISS' | 'WARN' | 'BLOCK' | 'RESTORE' | 'UNBLOCK';

interface Outcome {
  success: boolean;
  message: string;
  fieldErrors: readonly { field: string; message: string }[];
}

/**
 * The decision on a reported target (decision 0054), confirmed before it is sent: hide (comments
 * and reviews), dismiss, warn or block the author; afterwards, restore hidden content or lift a
 * block. Another moderator's earlier decision is said and the case reloaded, never applied twice.
 */
export function ReportActions({
  group,
  onDone,
  onReload,
}: {
  group: ReportGroup;
  onDone: (next: ReportCase) => void;
  onReload: () => void;
}) {
  const t = useTranslations('studio.moderation');
  const locale = useLocale() as Locale;
  const titleId = useId();
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const author = group.target?.author ?? null;
  const hideable = group.targetType === 'COMMENT' || group.targetType === 'REVIEW';
  const available: Action[] = group.outcome
    ? [
        ...(hideable && group.target?.hiddenAt ? (['RESTORE'] as const) : []),
        ...(author?.isBlocked ? (['UNBLOCK'] as const) : []),
      ]
    : [
        ...(hideable && group.target ? (['HIDE'] as const) : []),
        'DISMISS',
        ...(author ? (['WARN'] as const) : []),
        ...(author && author.role !== 'ADMIN' ? (['BLOCK'] as const) : []),
      ];

  async function send() {
    if (!pending || busy) return;
    setBusy(true);
    try {
      if (pending === 'UNBLOCK') {
        const result = (await request(unblockUserMutation, { userId: author!.id }, { locale })).unblockUser;
        setOutcome(result);
        if (result.success) onReload();
      } else {
        const result =
          pending === 'RESTORE'
            ? (await request(restoreReportedContentMutation, { targetId: group.targetId }, { locale }))
                .restoreReportedContent
            : (
                await request(
                  decideReportsMutation,
                  { targetId: group.targetId, action: pending, message: message || null },
                  { locale },
                )
              ).decideReports;
        setOutcome(result);
        if (result.data) onDone(result.data);
        else if (result.code === 'REPORTS_ALREADY_DECIDED') onReload();
      }
      setPending(null);
    } catch {
      setOutcome({ success: false, message: t('actionFailed'), fieldErrors: [] });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="flex flex-col gap-4 rounded-card border border-line p-4" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-bold text-fg">
        {t('decideTitle')}
      </h2>
      {!group.outcome ? (
        <TextAreaField
          name="message"
          label={t('message')}
          hint={t('messageHint')}
          dir="auto"
          rows={3}
          value={message}
          error={outcome?.fieldErrors.find((e) => e.field === 'message')?.message}
          onChange={(event) => setMessage(event.target.value)}
        />
      ) : null}
      {pending ? (
        <StudioConfirm
          question={t(`confirm.${pending}`)}
          confirmLabel={t('confirmYes')}
          cancelLabel={t('cancel')}
          busy={busy}
          onConfirm={send}
          onCancel={() => setPending(null)}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          {available.map((action, i) => (
            <button
              key={action}
              type="button"
              className={i === 0 ? buttonStyles.primary : buttonStyles.secondary}
              onClick={() => setPending(action)}
              data-testid={`moderation-${action.toLowerCase()}`}
            >
              {t(`actions.${action}`)}
            </button>
          ))}
        </div>
      )}
      <p role="status" className={outcome?.success === false ? '[color:light-dark(#b42318,#fda29b)]' : 'text-fg'}>
        {outcome?.message ?? ''}
      </p>
    </section>
  );
}
