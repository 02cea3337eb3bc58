import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { verifiedAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { localeUrl, locales, newPage, useBrowser } from './support/browser';
import { toArabicIndic } from './support/digits';
import { png } from './support/files';
import { field } from './support/forms';
import { logIn } from './support/sign-in';

const browser = useBrowser();

// Visible texts from the account and pages catalogues (e2e imports nothing internal).
const texts = {
  ar: {
    heading: 'المعلومات الشخصية',
    firstName: 'الاسم الأول (بالإنجليزية)',
    arFirstName: 'الاسم الأول (بالعربية)',
    arLastName: 'اسم العائلة (بالعربية)',
    saveName: 'حفظ الاسم',
    nameSaved: 'تم حفظ اسمك.',
    phone: 'رقم الهاتف',
    country: 'الدولة',
    savePhone: 'حفظ الهاتف',
    phoneSaved: 'تم حفظ رقم هاتفك.',
    phoneTooShort: 'رقم الهاتف قصير جدًا.',
    choosePicture: 'رفع صورة جديدة',
    pictureSaved: 'تم تحديث صورتك الشخصية.',
    removePicture: 'إزالة الصورة',
    saudi: 'المملكة العربية السعودية',
  },
  en: {
    heading: 'Personal information',
    firstName: 'First name (English)',
    arFirstName: 'First name (Arabic)',
    arLastName: 'Last name (Arabic)',
    saveName: 'Save name',
    nameSaved: 'Your name has been saved.',
    phone: 'Phone number',
    country: 'Country',
    savePhone: 'Save phone',
    phoneSaved: 'Your phone number has been saved.',
    phoneTooShort: 'This phone number is too short.',
    choosePicture: 'Upload a new picture',
    pictureSaved: 'Your profile picture has been updated.',
    removePicture: 'Remove picture',
    saudi: 'Saudi Arabia',
  },
};

describe.for(locales)('account settings (%s)', (locale) => {
  const t = texts[locale];

  /** A new account (English names only), logged in on its personal information page. */
  async function signedInOnSettings(): Promise<Page> {
    const account = await verifiedAccount(locale, 'account', { firstName: 'Nour', lastName: 'Samir' });
    const page = await newPage(browser(), { locale });
    await logIn(page, locale, account);
    await page.goto(localeUrl(locale, '/settings/personal-info'));
    await page.getByRole('heading', { name: t.heading, level: 1 }).waitFor();
    await page.getByTestId('names-form').waitFor();
    return page;
  }

  it('changes the name and the avatar menu shows it', async () => {
    const page = await signedInOnSettings();
    await field(page, t.firstName).fill('Laila');
    await field(page, t.arFirstName).fill('ليلى');
    await field(page, t.arLastName).fill('سمير');
    await page.getByRole('button', { name: t.saveName }).click();
    await page.getByRole('status').filter({ hasText: t.nameSaved }).first().waitFor();
    await page.getByTestId('avatar-menu-trigger').click();
    const shown = locale === 'ar' ? 'ليلى سمير' : 'Laila Samir';
    await expect.poll(() => page.getByRole('menu').textContent()).toContain(shown);
    await page.context().close();
  });

  it('takes a phone typed in Arabic-Indic digits and offers the country list by keyboard', async () => {
    const page = await signedInOnSettings();
    const form = page.getByTestId('phone-form');
    const phone = form.getByRole('textbox', { name: t.phone });
    await phone.fill(toArabicIndic('010'));
    await form.getByRole('button', { name: t.savePhone }).click();
    await form.getByText(t.phoneTooShort).waitFor();

    await phone.fill(toArabicIndic('01001234567'));
    expect(await phone.inputValue()).toBe('010 01234567');
    await form.getByRole('button', { name: t.savePhone }).click();
    await page.getByRole('status').filter({ hasText: t.phoneSaved }).first().waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByTestId('phone-form').getByRole('textbox', { name: t.phone }).inputValue())
      .toBe('+20 10 01234567');

    // The country dropdown: arrow opens it, typing finds a country, Enter chooses, Escape closes.
    const picker = page.getByTestId('phone-form').getByRole('button', { name: new RegExp(t.country) });
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('listbox', { name: t.country });
    await list.waitFor();
    // Playwright types Arabic letters as text input without key presses, so the Arabic run finds Saudi Arabia by its dial code.
    await page.keyboard.type(locale === 'ar' ? '966' : 'sau');
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'detached' });
    expect(await picker.getAttribute('aria-label')).toContain(t.saudi);
    await page.keyboard.press('ArrowDown');
    await list.waitFor();
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('uploads a profile picture and shows the new avatar, then removes it', async () => {
    const page = await signedInOnSettings();
    await page.getByLabel(t.choosePicture).setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('status').filter({ hasText: t.pictureSaved }).first().waitFor();
    const preview = page.getByTestId('picture-preview').locator('img');
    await expect.poll(() => preview.getAttribute('src')).toMatch(/^\/img\/files\/profile-picture\/[0-9a-f]{32}\?/);
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: t.removePicture }).click();
    await preview.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('has no axe violations on the settings pages', async () => {
    const page = await signedInOnSettings();
    await expectNoAxeViolations(page);
    await page.goto(localeUrl(locale, '/settings'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
