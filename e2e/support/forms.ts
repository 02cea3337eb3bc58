import type { Locator, Page } from 'playwright-core';

/** The control labelled exactly so: a longer label that merely contains the text is another field. */
export const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });
