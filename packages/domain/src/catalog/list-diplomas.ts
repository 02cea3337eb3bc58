import type { Locale } from '@manara/i18n';
import type { DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { loadProgramPage } from './load-program-page';
import { offsetOf, pageOf, type Page } from './paging';
import { toProgramListFilter } from './program-filter';
import { toProgramView, type ProgramView } from './program-view';
import { programListInputSchema } from './schemas';

/** `diplomasSite`: published diplomas (tracks), filtered, sorted, paged. */
export async function listDiplomas(deps: DomainDeps, input: unknown, locale: Locale): Promise<Page<ProgramView>> {
  const { filter, paginate, sort } = parseInput(programListInputSchema, input);
  const now = deps.now();
  const { rows, totalCount } = await loadProgramPage(deps, {
    filter: { ...toProgramListFilter({ ...filter, type: undefined }, ['DIPLOMA']) },
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
