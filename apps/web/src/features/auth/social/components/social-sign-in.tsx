import { ContinueWithGoogle } from './continue-with-google';
import { SocialMessages } from './social-messages';

/** The social sign-in block of the login and sign-up pages; the button shows once the API says Google is configured. */
export function SocialSignIn({ next = null }: { next?: string | null }) {
  return (
    <SocialMessages>
      <ContinueWithGoogle next={next} />
    </SocialMessages>
  );
}
