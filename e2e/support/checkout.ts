import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { localePath, localeUrl, patience, type Locale } from './browser';

// The sandbox's pay button and the success page's heading (sandbox and cart catalogues).
const texts = {
  ar: { pay: /^ادفع/, paid: 'تم تأكيد الدفع' },
  en: { pay: /^Pay/, paid: 'Payment confirmed' },
};

/** On the sandbox's hosted page: pays, and waits for the success page's verified paid state. */
export async function payInSandbox(page: Page, locale: Locale): Promise<void> {
  await page.getByRole('button', { name: texts[locale].pay }).click();
  await page.waitForURL((u) => u.pathname === localePath(locale, '/success'), patience);
  // The page polls until the payment's callback has settled the order.
  await page.getByRole('heading', { level: 1, name: texts[locale].paid }).waitFor({ timeout: 30_000 });
}

/** Buys a program now through the API with the page's session cookie, as the web does, and pays in the sandbox. */
export async function buyNowInSandbox(page: Page, locale: Locale, programId: string): Promise<void> {
  const answer = await page.request.post(`${inject('baseUrl')}/graphql`, {
    headers: { 'accept-language': locale, 'x-manara-client': 'web' },
    data: {
      operationName: 'buyNow',
      query:
        'mutation buyNow($id: ID) { buyNow(input: { learningProgramId: $id }) { success message data { paymentLink } } }',
      variables: { id: programId },
    },
  });
  const { buyNow } = (
    (await answer.json()) as {
      data: { buyNow: { success: boolean; message: string; data: { paymentLink: string } | null } };
    }
  ).data;
  expect(buyNow.success, buyNow.message).toBe(true);
  await page.goto(buyNow.data!.paymentLink);
  await payInSandbox(page, locale);
}

/** Buys a program with the program page's "buy now" button and pays in the sandbox. */
export async function buyOnProgramPage(page: Page, locale: Locale, slug: string): Promise<void> {
  await page.goto(localeUrl(locale, `/program/${slug}`));
  await page.getByTestId('cta-buy-now').click();
  // A refused order shows a toast instead of leaving: say what it said.
  await page
    .waitForURL((u) => u.pathname === '/sandbox/checkout', { timeout: 30_000 })
    .catch(async (error: Error) => {
      throw new Error(
        `${error.message}\nstill at ${page.url()}, toasts: ${(await page.locator('[data-toast-type]').allTextContents()).join(' | ')}`,
      );
    });
  await payInSandbox(page, locale);
}
