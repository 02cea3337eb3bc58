import type { ResultOf } from 'gql.tada';
import type { SignedInEnvelope } from '../../api/session-documents';

/** What the status check said, plus the nonce the next call repeats. */
export interface SocialStep {
  actionRequired: 'LOGIN' | 'MERGE' | 'REGISTER';
  idToken: string;
  nonce: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  hasPassword: boolean;
}

/** The envelope socialLogin, socialMerge and socialRegister share. */
export type SignedIn = ResultOf<typeof SignedInEnvelope>;
