import { viewPublishedBlog } from '@manara/db';
import { z } from 'zod';
import { idOrSlugField, idOrSlugKey } from '../catalog/index';
import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { toBlogView, type BlogView } from './blog-view';

const schema = z.object({ idOrSlug: idOrSlugField });

/** `blog`: a published blog by id or slug, counting the view; NOT_FOUND otherwise. */
export async function viewBlog(deps: DomainDeps, input: unknown): Promise<BlogView> {
  const { idOrSlug } = parseInput(schema, input);
  const row = await viewPublishedBlog(deps.db, idOrSlugKey(idOrSlug));
  if (!row) throw new AppError('NOT_FOUND');
  return toBlogView(row);
}
