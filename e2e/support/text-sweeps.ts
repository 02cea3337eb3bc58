import type { Page } from 'playwright-core';
import { courseSlug, workshopSlug } from './demo-content';

/** The public routes every sweep visits (docs/product/shell.md), in either language. */
export const publicRoutes = [
  '/',
  '/courses',
  '/live-workshops',
  '/paths',
  `/program/${courseSlug}`,
  `/program/${workshopSlug}`,
  '/lecturers',
  '/blogs',
  '/search?q=تغذية',
  '/faqs',
  '/about',
  '/contact-us',
  '/login',
  '/signup',
  '/join-as-lecturer',
  '/cart',
];

/** A signed-in learner's own routes. */
export const learnerRoutes = [
  '/cart',
  '/my-learning-programs',
  '/purchase-history',
  '/settings',
  '/settings/account',
  '/notifications',
];

/**
 * Text a reader sees or hears (screen-reader-only text included), with where it sits. Runs in the
 * page; returns each text node's text, its nearest block's text and whether a bidi isolate
 * (<bdi>, an element with dir, unicode-bidi isolate or plaintext) lies between the two.
 */
async function renderedTexts(page: Page) {
  return page.evaluate(() => {
    const skip = 'script, style, noscript, template, svg, [hidden], [aria-hidden="true"]';
    const out: { text: string; block: string; isolated: boolean; allowed: boolean; where: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      const parent = node.parentElement;
      if (!text.trim() || !parent || parent.closest(skip)) continue;
      if (parent.getClientRects().length === 0) continue; // display: none somewhere above
      let isolated = false;
      let block: Element = parent;
      // Only inline ancestors can isolate a run from its neighbours; the block's own dir does not.
      for (let el: Element | null = parent; el && el !== document.body; el = el.parentElement) {
        const style = getComputedStyle(el);
        block = el;
        if (!style.display.startsWith('inline') && style.display !== 'contents') break;
        if (el.tagName === 'BDI' || el.hasAttribute('dir') || /isolate|plaintext/.test(style.unicodeBidi))
          isolated = true;
      }
      // Codes, form values, what learners wrote themselves (kept as typed), and left-to-right
      // context (an English paragraph, a phone number) keep their own characters.
      const allowed =
        !!parent.closest('code, kbd, samp, input, textarea, [data-user-text]') ||
        getComputedStyle(parent).direction === 'ltr';
      const where = `${parent.tagName.toLowerCase()}${parent.className && typeof parent.className === 'string' ? '.' + parent.className.split(' ')[0] : ''}`;
      out.push({ text: text.trim(), block: (block.textContent ?? '').trim(), isolated, allowed, where });
    }
    return out;
  });
}

/** E-mails, web addresses and slugs keep their own characters in any language. */
const verbatim = /\S+@\S+\.\S+|https?:\/\/\S+|\b[\w-]+\.(?:com|org|net|test|eg)\b|\/[\w/-]*\d[\w/-]*/g;
/** Runs set apart with Unicode isolates (FSI/LRI/RLI … PDI). */
const isolates = /[\u2066-\u2068][^\u2069]*\u2069/g;
/** Latin names keep their digits ("FIFA 11+", "MP4"): a run that starts with a letter. */
const latinNames = /[A-Za-z][A-Za-z0-9]*(?:[-_.:/&' ]+[A-Za-z0-9]+)*/g;

/** Latin digits on an Arabic page: Arabic pages write numbers in Arabic-Indic digits (decision 0050). */
export async function latinDigitsOn(page: Page): Promise<string[]> {
  return (await renderedTexts(page))
    .filter(
      (t) => !t.allowed && /[0-9]/.test(t.text.replace(isolates, '').replace(verbatim, '').replace(latinNames, '')),
    )
    .map((t) => `"${t.text.slice(0, 60)}" in ${t.where}`);
}

/** Arabic-Indic digits on an English page. */
export async function arabicDigitsOn(page: Page): Promise<string[]> {
  return (await renderedTexts(page))
    .filter((t) => !t.allowed && /[\u0660-\u0669]/.test(t.text))
    .map((t) => `"${t.text.slice(0, 60)}" in ${t.where}`);
}

const ARABIC = /[\u0600-\u06FF]/;
/**
 * A left-to-right run the bidirectional algorithm can reorder inside Arabic text: letters next to
 * digits, or a sign at its edge (`+20` shows as `20+`, `FIFA 11+` as `+FIFA 11`, `.ics` as `ics.`).
 * Words of letters alone read the same either way (decision 0050).
 */
const REORDERABLE = /[A-Za-z][A-Za-z0-9]*\d|\d[A-Za-z]|[A-Za-z0-9][+#]|[+.#][A-Za-z0-9]/;

/**
 * Such runs in Arabic text without a bidi isolate around them: either the text node mixes Arabic
 * with the run itself, or a node holding only the run shares its block with Arabic un-isolated.
 */
export async function unisolatedLatinOn(page: Page): Promise<string[]> {
  return (await renderedTexts(page))
    .filter((t) => {
      const bare = t.text.replace(isolates, '').replace(verbatim, '');
      if (t.allowed || !REORDERABLE.test(bare)) return false;
      return ARABIC.test(bare) || (!t.isolated && ARABIC.test(t.block));
    })
    .map((t) => `"${t.text.slice(0, 60)}" in ${t.where} (block: "${t.block.slice(0, 60)}")`);
}
