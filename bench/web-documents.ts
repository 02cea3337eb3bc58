/**
 * Prints, as JSON, the GraphQL documents the web app sends for the benchmarked operations, so
 * the benchmarks load the API with the web's real selections. Run with apps/web as the working
 * directory (its tsconfig resolves the `@/` imports): see operations.ts.
 */
import { print, type DocumentNode } from 'graphql';
import { MeQuery } from '../apps/web/src/features/auth/api/session-documents';
import { getCartQuery } from '../apps/web/src/features/cart/api/cart-documents';
import { ExploreQuery } from '../apps/web/src/app/[locale]/(main)/_home/explore-documents';
import { CoursesQuery } from '../apps/web/src/features/catalogue/api/listing-documents';
import { programQuery } from '../apps/web/src/features/program/api/program-documents';
import { AllSearchQuery } from '../apps/web/src/features/search/api/search-documents';

/** The text the web sends: parsed documents are printed; light ones (no selection sets) carry their source. */
const text = (doc: DocumentNode) => {
  const first = doc.definitions[0];
  return first && 'selectionSet' in first && first.selectionSet ? print(doc) : (doc.loc?.source.body ?? '');
};

const documents = {
  courses: CoursesQuery,
  course: programQuery,
  learningProgramsExplore: ExploreQuery,
  allSearch: AllSearchQuery,
  getCart: getCartQuery,
  me: MeQuery,
};
process.stdout.write(
  JSON.stringify(Object.fromEntries(Object.entries(documents).map(([name, doc]) => [name, text(doc as DocumentNode)]))),
);
