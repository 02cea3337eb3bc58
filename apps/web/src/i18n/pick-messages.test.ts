import { describe, expect, it } from 'vitest';
import { mergeMessages, pickMessages } from './pick-messages';

const catalog = {
  cart: { actions: { add: 'Add' }, page: { title: 'Cart' } },
  explore: { pagination: { next: 'Next' }, types: { COURSE: 'Course' }, sort: { title: 'Title' } },
};

describe('pickMessages', () => {
  it('takes whole namespaces and parts of one, and skips unknown paths', () => {
    expect(pickMessages(catalog, ['cart', 'explore.pagination', 'explore.types', 'nothing', 'explore.none'])).toEqual({
      cart: catalog.cart,
      explore: { pagination: { next: 'Next' }, types: { COURSE: 'Course' } },
    });
  });
});

describe('mergeMessages', () => {
  it('adds a page’s parts to the layout’s without dropping either', () => {
    const outer = pickMessages(catalog, ['explore.pagination']);
    const inner = pickMessages(catalog, ['explore.sort', 'cart.actions']);
    expect(mergeMessages(outer, inner)).toEqual({
      explore: { pagination: { next: 'Next' }, sort: { title: 'Title' } },
      cart: { actions: { add: 'Add' } },
    });
  });
});
