import { request, type RequestOptions } from '@/shared/graphql/request';
import type { ProgramCardItem } from '../components/program-card';
import { listingRequest } from '../lib/listing-request';
import type { ListingConfig, ListingState } from '../lib/listing-state';
import { CoursesQuery, DiplomasSiteQuery } from './listing-documents';
import type { EnvelopeOf } from '@/shared/graphql/envelope';

export interface ListingPage {
  items: ProgramCardItem[];
  pageInfo: { page: number; limit: number; totalCount: number; totalPages: number; hasNext: boolean };
}

/** A failed envelope (e.g. VALIDATION_FAILED for a filter the API refuses), with its translated message. */
export class ListingError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ListingError';
  }
}

function unwrap(envelope: EnvelopeOf<ListingPage>): ListingPage {
  if (!envelope.success || !envelope.data) throw new ListingError(envelope.code, envelope.message);
  return envelope.data;
}

/** One page of a catalogue listing, on the server (with `revalidate`) or in the browser (with `signal`). */
export async function fetchListing(
  state: ListingState,
  config: ListingConfig,
  options: RequestOptions,
): Promise<ListingPage> {
  const { source, variables } = listingRequest(state, config);
  if (source === 'diplomasSite') return unwrap((await request(DiplomasSiteQuery, variables, options)).diplomasSite);
  return unwrap((await request(CoursesQuery, variables, options)).courses);
}
