'use client';
import { useTranslations } from '#intl';
import { useState } from 'react';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { buttonStyles } from '@/shared/ui/styles';

/**
 * Confirms an unsubscribe link: the same one-click POST a mail client makes (RFC 8058), so only a
 * person's click — never a scanner following the link — switches the e-mail off (decision 0058).
 */
export function UnsubscribeButton({ token }: { token: string }) {
  const t = useTranslations('account.unsubscribe');
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');

  async function confirm() {
    setState('busy');
    try {
      const response = await fetch(`/mail/unsubscribe?${new URLSearchParams({ token }).toString()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      setState(response.ok ? 'done' : 'failed');
    } catch {
      setState('failed');
    }
  }

  if (state === 'done') return <FormAlert tone="success">{t('done')}</FormAlert>;
  return (
    <div className="grid gap-4">
      {state === 'failed' ? <FormAlert tone="error">{t('failed')}</FormAlert> : null}
      <div>
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={state === 'busy'}
          onClick={confirm}
          data-testid="confirm-unsubscribe"
        >
          {state === 'busy' ? t('working') : t('confirm')}
        </button>
      </div>
    </div>
  );
}
