'use client';
import type { Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useId, useState } from 'react';
import { unblockUserMutation } from '@/features/studio-moderation/api/studio-moderation-documents';
import { StudioConfirm } from '@/features/studio/components/studio-confirm';
import { StudioFilterSelect } from '@/features/studio/components/studio-filter-select';
import { useRouter } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { TextAreaField } from '@/shared/ui/form/text-area-field';
import { buttonStyles } from '@/shared/ui/styles';
import {
  blockUserMutation,
  changeUserRoleMutation,
  deleteUserAccountMutation,
  grantProgramMutation,
  resendVerificationMutation,
  type StudioUser,
} from '../api/studio-user-documents';
import { ProgramFinder, type FoundProgram } from './program-finder';

type Role = StudioUser['role'];
type Action = 'BLOCK' | 'UNBLOCK' | 'ROLE' | 'GRANT' | 'RESEND' | 'DELETE';

interface Outcome {
  success: boolean;
  code: string;
  message: string;
  fieldErrors: readonly { field: string; message: string }[];
}

/**
 * What an administrator may do to an account (decision 0056), each confirmed before it is sent:
 * block or unblock, change the role, give a program, resend the verification code, delete on
 * request. Block, give and delete need a reason, kept in the audit log.
 */
export function UserActions({ user, onChanged }: { user: StudioUser; onChanged: () => void }) {
  const t = useTranslations('studio.users');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [role, setRole] = useState<Role>(user.role);
  const [program, setProgram] = useState<FoundProgram | null>(null);
  const [pending, setPending] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const userId = user.id;

  const calls: Record<Action, () => Promise<Outcome>> = {
    BLOCK: async () => (await request(blockUserMutation, { userId, reason }, { locale })).blockUser,
    UNBLOCK: async () => (await request(unblockUserMutation, { userId }, { locale })).unblockUser,
    ROLE: async () => (await request(changeUserRoleMutation, { userId, role }, { locale })).changeUserRole,
    GRANT: async () =>
      (await request(grantProgramMutation, { userId, programId: program?.id ?? null, reason }, { locale }))
        .grantProgram,
    RESEND: async () => (await request(resendVerificationMutation, { userId }, { locale })).resendVerification,
    DELETE: async () => (await request(deleteUserAccountMutation, { userId, reason }, { locale })).deleteUserAccount,
  };

  async function send() {
    if (!pending || busy) return;
    setBusy(true);
    try {
      const result = await calls[pending]();
      setOutcome(result);
      if (result.success && pending === 'DELETE') router.push('/studio/users');
      else if (result.success) {
        if (pending !== 'RESEND') setReason('');
        if (pending === 'GRANT') setProgram(null);
        onChanged();
      }
    } catch {
      setOutcome({ success: false, code: 'NETWORK', message: t('actionFailed'), fieldErrors: [] });
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const button = (action: Action, label: string, primary = false, disabled = false) => (
    <button
      type="button"
      className={primary ? buttonStyles.primary : buttonStyles.secondary}
      disabled={disabled}
      onClick={() => setPending(action)}
      data-testid={`user-${action.toLowerCase()}`}
    >
      {label}
    </button>
  );

  return (
    <section className="flex flex-col gap-5 rounded-card border border-line p-4" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-bold text-fg">
        {t('actionsTitle')}
      </h2>
      <TextAreaField
        name="reason"
        label={t('reason')}
        hint={t('reasonHint')}
        dir="auto"
        rows={2}
        value={reason}
        error={outcome?.fieldErrors.find((e) => e.field === 'reason')?.message}
        onChange={(event) => setReason(event.target.value)}
      />
      <ProgramFinder chosen={program} onChoose={setProgram} />
      <div className="flex flex-wrap items-end gap-3">
        <StudioFilterSelect
          label={t('role')}
          value={role}
          options={(['USER', 'LECTURER', 'ADMIN'] as const).map((r) => [r, t(`roles.${r}`)] as const)}
          onChange={setRole}
        />
        {button('ROLE', t('actions.ROLE'), false, role === user.role)}
      </div>
      {pending ? (
        <StudioConfirm
          question={t(`confirm.${pending}`, { program: program?.title ?? '' })}
          confirmLabel={t('confirmYes')}
          cancelLabel={t('cancel')}
          busy={busy}
          onConfirm={send}
          onCancel={() => setPending(null)}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          {button('GRANT', t('actions.GRANT'), true, !program)}
          {user.isBlocked ? button('UNBLOCK', t('actions.UNBLOCK')) : button('BLOCK', t('actions.BLOCK'))}
          {user.emailVerified ? null : button('RESEND', t('actions.RESEND'))}
          {button('DELETE', t('actions.DELETE'))}
        </div>
      )}
      <p role="status" className={outcome?.success === false ? '[color:light-dark(#b42318,#fda29b)]' : 'text-fg'}>
        {outcome?.message ?? ''}
      </p>
    </section>
  );
}
