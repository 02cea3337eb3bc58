import type { Locale } from '@manara/i18n';
import type { DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { loadProgramPage } from './load-program-page';
import { offsetOf, pageOf, type Page } from './paging';
import { toProgramListFilter } from './program-filter';
import { toProgramView, type ProgramView } from './program-view';
import { programListInputSchema } from './schemas';

/** `courses`: published courses and workshops (or the one type asked for), filtered, sorted, paged. */
export async function listCourses(deps: DomainDeps, input: unknown, locale: Locale): Promise<Page<ProgramView>> {
  const { filter, paginate, sort } = parseInput(programListInputSchema, input);
  const now = deps.now();
  const { rows, totalCount } = await loadProgramPage(deps, {
    filter: toProgramListFilter(filter, ['COURSE', 'WORKSHOP']),
    sort,
    titleLanguage: locale,
    now,
    offset: offsetOf(paginate),
    limit: paginate.limit,
  });
  return pageOf(
    rows.map((row) => toProgramView(row, now)),
    paginate,
    totalCount,
  );
}
