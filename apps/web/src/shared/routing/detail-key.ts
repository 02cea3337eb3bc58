import { decodeParam, isUuid } from './route-param';

export type DetailKey = { id: string } | { slug: string };

/** How a route parameter is looked up (docs/product/shell.md): the 8-4-4-4-12 form is an id, anything else a slug. */
export function detailKeyOf(param: string): DetailKey {
  const value = decodeParam(param);
  return isUuid(value) ? { id: value.toLowerCase() } : { slug: value };
}
