'use client';
import { useTranslations } from '#intl';
import { SocialDialog } from './social-dialog';
import { SocialMergeStep } from './social-merge-step';
import { SocialRegisterStep } from './social-register-step';
import type { SignedIn, SocialStep } from './social-step';

/** The step Google's answer asks for (link to an account, or register), in its modal; loaded only when one is needed. */
export default function SocialStepDialog({
  step,
  onClose,
  onSignedIn,
}: {
  step: SocialStep;
  onClose: () => void;
  onSignedIn: (result: SignedIn) => void;
}) {
  const t = useTranslations('social');
  return (
    <SocialDialog title={t(step.actionRequired === 'MERGE' ? 'merge.heading' : 'register.heading')} onClose={onClose}>
      {step.actionRequired === 'MERGE' ? (
        <SocialMergeStep step={step} onSignedIn={onSignedIn} />
      ) : (
        <SocialRegisterStep step={step} onSignedIn={onSignedIn} />
      )}
    </SocialDialog>
  );
}
