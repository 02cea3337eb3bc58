import { describe, expect, it } from 'vitest';
import { isSettled, orderOutcome, statusBadge } from './order-outcome';

describe('orderOutcome', () => {
  it('is paid only when the transaction and the order are both paid', () => {
    expect(orderOutcome({ status: 'PAID', orderStatus: 'PAID' })).toBe('paid');
    expect(orderOutcome({ status: 'PAID', orderStatus: 'PENDING' })).toBe('pending');
  });

  it('holds a paid callback that did not match the order for review, never paid', () => {
    expect(orderOutcome({ status: 'PAID', orderStatus: 'REVIEW' })).toBe('review');
  });

  it('reports declined, replaced and refunded orders', () => {
    expect(orderOutcome({ status: 'FAILED', orderStatus: 'FAILED' })).toBe('failed');
    expect(orderOutcome({ status: 'PENDING', orderStatus: 'FAILED' })).toBe('failed');
    expect(orderOutcome({ status: 'PENDING', orderStatus: 'CANCELLED' })).toBe('cancelled');
    expect(orderOutcome({ status: 'REFUNDED', orderStatus: 'PAID' })).toBe('refunded');
    expect(orderOutcome({ status: 'VOIDED', orderStatus: 'PAID' })).toBe('refunded');
  });

  it('keeps waiting while the provider has not answered', () => {
    const outcome = orderOutcome({ status: 'PENDING', orderStatus: 'PENDING' });
    expect(outcome).toBe('pending');
    expect(isSettled(outcome)).toBe(false);
    expect(isSettled('failed')).toBe(true);
  });
});

describe('statusBadge', () => {
  it('gives each state its word and tone', () => {
    expect(statusBadge({ status: 'PAID', orderStatus: 'PAID' })).toEqual({ key: 'PAID', tone: 'success' });
    expect(statusBadge({ status: 'PENDING', orderStatus: 'PENDING' })).toEqual({ key: 'PENDING', tone: 'waiting' });
    expect(statusBadge({ status: 'FAILED', orderStatus: 'FAILED' })).toEqual({ key: 'FAILED', tone: 'problem' });
    expect(statusBadge({ status: 'VOIDED', orderStatus: 'PAID' })).toEqual({ key: 'VOIDED', tone: 'neutral' });
    expect(statusBadge({ status: 'REFUNDED', orderStatus: 'PAID' })).toEqual({ key: 'REFUNDED', tone: 'neutral' });
    expect(statusBadge({ status: 'PENDING', orderStatus: 'CANCELLED' })).toEqual({ key: 'CANCELLED', tone: 'neutral' });
  });
});
