import type { ResultOf } from '@/shared/graphql/graphql';
import type { AccountFields } from './api/account-documents';

export type AccountUser = ResultOf<typeof AccountFields>;
