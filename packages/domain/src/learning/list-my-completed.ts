import type { Page } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { listMyPrograms, type MyProgramView } from './list-my-programs';

/** `myCompleted(paginate)`. */
export function listMyCompleted(deps: DomainDeps, caller: Caller, input: unknown): Promise<Page<MyProgramView>> {
  return listMyPrograms(deps, caller, input, true);
}
