import { describe, expect, it } from 'vitest';
import { hostedStatusOfApi, reportStatusOfWebhook } from './bunny-statuses';

describe('Bunny Stream statuses', () => {
  it('reads the API enum: created is empty, finished ready, error and failed upload failed, the rest processing', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(hostedStatusOfApi)).toEqual([
      'EMPTY',
      'PROCESSING',
      'PROCESSING',
      'PROCESSING',
      'READY',
      'FAILED',
      'FAILED',
      'PROCESSING',
      'PROCESSING',
    ]);
  });

  it('reads the webhook enum, which differs: 3 is finished, 4 only one resolution, 9 and 10 say nothing', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 'x'].map(reportStatusOfWebhook)).toEqual([
      'PROCESSING',
      'PROCESSING',
      'PROCESSING',
      'READY',
      'PROCESSING',
      'FAILED',
      'PROCESSING',
      'PROCESSING',
      'FAILED',
      null,
      null,
      null,
    ]);
  });
});
