'use client';
import { useLocale, useTranslations } from '#intl';
import { formatNumber, type Locale } from '@manara/i18n';
import { useEffect, useState } from 'react';
import { CodeField } from '@/shared/ui/form/code-field';
import { EMAIL_PATTERN } from '@/shared/ui/form/email-pattern';
import { TextField } from '@/shared/ui/form/text-field';
import { RESEND_COOLDOWN_SECONDS } from '@/features/auth/lib/resend-cooldown';
import { failureMessageKey } from '@/shared/graphql/failure-message';
import { buttonStyles } from '@/shared/ui/styles';

/**
 * The e-mail and its LECTURER_EMAIL_VERIFICATION code: "send code" mails one (and may be used
 * again after a cool-down), and the code is typed into the same form, which sends it with the
 * application.
 */
export function EmailCodeFields({
  defaultEmail,
  errors,
}: {
  defaultEmail?: string;
  errors: { email?: string; code?: string };
}) {
  const t = useTranslations('lecturer');
  const tAuth = useTranslations('auth');
  const locale = useLocale();
  const [email, setEmail] = useState(defaultEmail ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [cooldown, setCooldown] = useState(0);
  const [sendError, setSendError] = useState<string | null>(null);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  async function send() {
    if (sending || cooldown > 0) return;
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) return setSendError(address ? t('errors.email') : t('errors.required'));
    setSendError(null);
    setSending(true);
    try {
      const { sendLecturerCode } = await import('../lib/send-lecturer-code');
      const result = await sendLecturerCode(address, locale);
      if (!result.success) return setSendError([result.message, ...result.fieldErrors.map((f) => f.message)].join(' '));
      setSentTo(address);
      setCooldown(RESEND_COOLDOWN_SECONDS);
    } catch {
      setSendError(tAuth(failureMessageKey()));
    } finally {
      setSending(false);
    }
  }

  const waiting = sending || cooldown > 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            name="email"
            type="email"
            label={t('fields.email')}
            required
            dir="ltr"
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setSendError(null);
            }}
            error={sendError ?? errors.email}
          />
        </div>
        <button
          type="button"
          onClick={send}
          aria-disabled={waiting || undefined}
          className={`${buttonStyles.secondary} min-h-11 shrink-0 sm:mt-7 aria-disabled:cursor-not-allowed aria-disabled:opacity-70`}
        >
          {sending
            ? t('email.sending')
            : sentTo
              ? cooldown > 0
                ? tAuth('verify.resendIn', { seconds: formatNumber(cooldown, locale as Locale) })
                : t('email.resendCode')
              : t('email.sendCode')}
        </button>
      </div>
      <p role="status" className={sentTo ? 'text-sm text-fg' : 'sr-only'}>
        {sentTo ? t.rich('email.sent', { email: sentTo, bdi: (chunks) => <bdi dir="ltr">{chunks}</bdi> }) : ''}
      </p>
      <CodeField error={errors.code} className="tracking-[0.4em]" />
    </div>
  );
}
