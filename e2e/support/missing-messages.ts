import { afterEach, expect } from 'vitest';
import { missingMessages } from './browser';

// Every page must hand its client components the catalogue parts they use (PageMessages).
afterEach(() => {
  expect(missingMessages.splice(0)).toEqual([]);
});
