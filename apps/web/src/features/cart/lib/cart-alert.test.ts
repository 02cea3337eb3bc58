import { describe, expect, it } from 'vitest';
import { alertTone, cartItemAlert } from './cart-alert';

describe('alertTone', () => {
  it('maps red to a blocking alert and orange to an informative one', () => {
    expect(alertTone('red')).toBe('blocking');
    expect(alertTone('orange')).toBe('info');
  });
});

describe('cartItemAlert', () => {
  const item = {
    arAlert: { text: 'تغيّر السعر', color: 'orange' as const },
    enAlert: { text: 'The price changed', color: 'orange' as const },
  };

  it('picks the alert in the page language', () => {
    expect(cartItemAlert(item, 'ar')).toEqual({ tone: 'info', text: 'تغيّر السعر' });
    expect(cartItemAlert(item, 'en')).toEqual({ tone: 'info', text: 'The price changed' });
  });

  it('is null for an item without an alert', () => {
    expect(cartItemAlert({ arAlert: null, enAlert: null }, 'en')).toBeNull();
  });
});
