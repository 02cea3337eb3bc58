'use client';
import { useLocale, useTranslations } from '#intl';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { request } from '@/shared/graphql/request';
import { buttonStyles } from '@/shared/ui/styles';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useSession } from '../../hooks/use-session';
import { failureMessageKey } from '@/shared/graphql/failure-message';
import { homePath, safeNextPath } from '../../lib/safe-next';
import { toSessionUser } from '../../lib/to-session-user';
import { CheckSocialProviderStatusMutation, SocialLoginMutation } from '../api/social-documents';
import {
  openAuthorizationPopup,
  PopupError,
  type PopupAttempt,
  type SocialProviderConfig,
} from '../lib/authorization-popup';
import { browserLoginDetails } from '../../lib/login-details';
import { GoogleMark } from './google-mark';
import type { SignedIn, SocialStep } from './social-step';

// The merge and register steps (with their e-mail code step) load only when Google's answer needs one.
const SocialStepDialog = lazy(() => import('./social-step-dialog'));

type Phase = { name: 'idle' } | { name: 'waiting' } | { name: 'checking' } | { name: 'step'; step: SocialStep };

const popupMessages = { blocked: 'popupBlocked', cancelled: 'cancelled', state: 'stateMismatch' } as const;

/** The button and its flow, once the API has said Google is configured (ContinueWithGoogle). */
export default function GoogleSignIn({ config, next }: { config: SocialProviderConfig; next: string | null }) {
  const t = useTranslations('social');
  const ta = useTranslations('auth');
  const locale = useLocale();
  const router = useRouter();
  const session = useSession();
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [alert, setAlert] = useState<string | null>(null);
  const attempt = useRef<PopupAttempt | null>(null);

  useEffect(() => () => attempt.current?.cancel(), []);

  function signedIn(result: SignedIn) {
    if (!result.success || !result.data) {
      setAlert(result.message);
      setPhase({ name: 'idle' });
      return;
    }
    session.setUser(toSessionUser(result.data.user));
    router.replace(safeNextPath(next) ?? homePath(locale));
    router.refresh();
  }

  async function start() {
    attempt.current?.cancel();
    setAlert(null);
    // A closed popup resets the button; a code that still arrives carries on (see openAuthorizationPopup).
    const current = openAuthorizationPopup(config, locale, () =>
      setPhase((p) => (p.name === 'waiting' ? { name: 'idle' } : p)),
    );
    attempt.current = current;
    setPhase({ name: 'waiting' });
    let popup: { code: string; nonce: string };
    try {
      popup = await current.result;
    } catch (error) {
      if (attempt.current !== current) return;
      setPhase({ name: 'idle' });
      if (error instanceof PopupError) setAlert(t(popupMessages[error.reason]));
      return;
    }
    setPhase({ name: 'checking' });
    try {
      const input = { provider: config.provider, code: popup.code, nonce: popup.nonce };
      const status = (await request(CheckSocialProviderStatusMutation, { input }, { locale }))
        .checkSocialProviderStatus;
      if (!status.success || !status.data) {
        setAlert(status.message);
        setPhase({ name: 'idle' });
        return;
      }
      const step: SocialStep = { ...status.data, nonce: popup.nonce };
      if (step.actionRequired !== 'LOGIN') return setPhase({ name: 'step', step });
      const loginInput = {
        provider: config.provider,
        idToken: step.idToken,
        nonce: step.nonce,
        loginDetails: browserLoginDetails(),
      };
      signedIn((await request(SocialLoginMutation, { input: loginInput }, { locale })).socialLogin);
    } catch {
      setAlert(ta(failureMessageKey()));
      setPhase({ name: 'idle' });
    }
  }

  const busy = phase.name === 'waiting' || phase.name === 'checking';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3 text-sm text-fg-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t('or')}
        <span className="h-px flex-1 bg-line" />
      </div>
      {alert && <FormAlert tone="error">{alert}</FormAlert>}
      <button
        type="button"
        onClick={() => void start()}
        aria-disabled={phase.name === 'checking' || undefined}
        className={`${buttonStyles.secondary} min-h-11 w-full aria-disabled:cursor-progress`}
      >
        <GoogleMark />
        {t('continueWithGoogle')}
      </button>
      <p role="status" className="text-center text-sm text-fg-muted empty:hidden">
        {busy ? t(phase.name === 'waiting' ? 'waiting' : 'checking') : ''}
      </p>
      {phase.name === 'step' && (
        <Suspense fallback={null}>
          <SocialStepDialog step={phase.step} onClose={() => setPhase({ name: 'idle' })} onSignedIn={signedIn} />
        </Suspense>
      )}
    </div>
  );
}
