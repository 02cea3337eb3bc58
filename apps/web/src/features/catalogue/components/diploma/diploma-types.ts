import type { ResultOf } from '@/shared/graphql/graphql';
import type { DiplomaQuery } from '../../api/detail-documents';

export type DiplomaDetail = NonNullable<ResultOf<typeof DiplomaQuery>['diploma']['data']>;
