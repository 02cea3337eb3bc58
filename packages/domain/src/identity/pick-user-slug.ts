import { findTakenSlugs, type DbOrTx } from '@manara/db';
import { randomSlugSuffix, slugCandidates, userSlugBase } from './user-names';

interface SlugOwner {
  id: string;
  slug: string;
  firstName: string;
  lastName: string;
}

/**
 * A free slug for a user's Latin name: the bare name when free, else the name with a short
 * random suffix. A user whose Latin name gives the same base keeps their current slug.
 */
export async function pickUserSlug(
  db: DbOrTx,
  names: { firstName: string; lastName: string },
  current?: SlugOwner,
): Promise<string> {
  const base = userSlugBase(names.firstName, names.lastName);
  if (current && userSlugBase(current.firstName, current.lastName) === base) return current.slug;
  const candidates = slugCandidates(base);
  const taken = await findTakenSlugs(db, candidates, current?.id);
  return candidates.find((slug) => !taken.has(slug)) ?? `${base}-${randomSlugSuffix(10)}`;
}
