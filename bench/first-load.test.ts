import { describe, expect, it } from 'vitest';
import { entriesLoadedBy, routeOf } from './first-load.bench';

const app = '[project]/apps/web/src/app';
const entries = [
  `${app}/layout`,
  `${app}/not-found`,
  `${app}/global-error`,
  `${app}/[locale]/layout`,
  `${app}/[locale]/error`,
  `${app}/[locale]/not-found`,
  `${app}/[locale]/(main)/layout`,
  `${app}/[locale]/(main)/error`,
  `${app}/[locale]/(main)/signup/page`,
  `${app}/[locale]/(lesson)/layout`,
];

describe('first-load pages', () => {
  it('names a page by the path a visitor types', () => {
    expect(routeOf('/[locale]/(main)/program/[id]/page')).toBe('/program/[id]');
    expect(routeOf('/[locale]/(main)/page')).toBe('/');
  });

  it("counts the page's own scripts, its enclosing boundaries and the global error, not the top-level not-found or a sibling group", () => {
    const leftOut = [`${app}/not-found`, `${app}/[locale]/(lesson)/layout`];
    expect(entriesLoadedBy(`${app}/[locale]/(main)/signup/page`, entries)).toEqual(
      entries.filter((entry) => !leftOut.includes(entry)),
    );
  });
});
