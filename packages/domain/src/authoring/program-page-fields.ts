import { z } from 'zod';
import { optionalPlainTextField, toPlainText } from '../validation/index';

/** What the program page lists (decision 0071): at most this many items per list and language. */
const PROGRAM_LIST_MAX_ITEMS = 12;
/** Characters in one item of a program page list. */
const PROGRAM_LIST_ITEM_MAX = 200;

/**
 * One of a program page's lists (outcomes, requirements, audience), one item per line as typed in
 * the studio: each line cleaned to single-line plain text, blank ones dropped. A line that is too
 * long is named by its number, so the author finds it in the text box the list was typed in.
 */
export const programListField = z
  .array(z.string({ message: 'invalid' }), { message: 'invalid' })
  .transform((lines) => lines.map((line) => toPlainText(line, { multiline: false })))
  .superRefine((lines, ctx) => {
    const tooLong = lines.findIndex((line) => line.length > PROGRAM_LIST_ITEM_MAX);
    if (tooLong >= 0)
      ctx.addIssue({
        code: 'custom',
        message: 'listItemTooLong',
        params: { line: tooLong + 1, max: PROGRAM_LIST_ITEM_MAX },
      });
    else if (lines.filter(Boolean).length > PROGRAM_LIST_MAX_ITEMS)
      ctx.addIssue({ code: 'custom', message: 'tooManyItems', params: { max: PROGRAM_LIST_MAX_ITEMS } });
  })
  .transform((lines) => lines.filter(Boolean));

/**
 * A search-engine text (a page title or description): absent leaves it as it is; empty or null
 * clears it, and the page falls back to the program's title and summary.
 */
export const seoTextField = (max: number) =>
  optionalPlainTextField(max)
    .transform((v) => v || null)
    .optional();
