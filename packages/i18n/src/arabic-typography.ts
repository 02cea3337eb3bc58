// Arabic text as a careful typesetter sets it (decision 0050): numbers in Arabic-Indic digits, and
// every left-to-right run that the bidirectional algorithm could reorder (one with a digit or a
// sign at its edge: `+20`, `FIFA 11+`, `.ics`, a web address) wrapped in Unicode isolates.

const FSI = '\u2068';
const PDI = '\u2069';

/** What to look at in a piece of text, first match wins at each position. */
const TOKEN = new RegExp(
  [
    String.raw`https?:\/\/[^\s<>"\u2068\u2069]+`, // a web address
    String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`, // an e-mail address
    String.raw`\+\d[\d -]*\d`, // a dialling code or phone number
    String.raw`[.#]?[A-Za-z][A-Za-z0-9]*(?:[-_.:/&'][A-Za-z0-9]+|[ \t]+[A-Za-z0-9]+)*\+*`, // Latin words
    String.raw`\d+(?:[.,]\d+)*%?`, // a number
  ].join('|'),
  'g',
);

const PLAIN_LATIN = /^[A-Za-z]+(?:[ \t-][A-Za-z]+)*$/;
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

function arabicNumber(number: string): string {
  return number
    .replace(/\d/g, (d) => ARABIC_DIGITS[Number(d)]!)
    .replace(/(?<=[٠-٩])\.(?=[٠-٩])/g, '٫')
    .replace(/(?<=[٠-٩]),(?=[٠-٩])/g, '٬')
    .replace(/%$/, '٪');
}

function setRun(token: string): string {
  if (/^\d/.test(token)) return arabicNumber(token);
  // A word or words of letters only reads the same either way; anything else is isolated.
  return PLAIN_LATIN.test(token) ? token : `${FSI}${token}${PDI}`;
}

/** Plain Arabic text (no markup); runs already isolated are left as they are. */
function setText(text: string): string {
  return text
    .split(/(\u2068[^\u2069]*\u2069)/)
    .map((part) => (part.startsWith(FSI) ? part : part.replace(TOKEN, setRun)))
    .join('');
}

const SKIPPED_ELEMENTS = /^<(\/?)(code|pre|kbd|samp|script|style)\b/i;

/**
 * Arabic text or sanitised HTML as Arabic readers expect it. In HTML only text between tags
 * changes (never tags, attributes, entities, or code and preformatted blocks).
 */
export function arabicTypography(textOrHtml: string): string {
  if (!/[0-9A-Za-z]/.test(textOrHtml)) return textOrHtml;
  let skipping = 0;
  return textOrHtml
    .split(/(<[^>]*>|&#?\w+;)/)
    .map((part) => {
      if (part.startsWith('<')) {
        const tag = SKIPPED_ELEMENTS.exec(part);
        if (tag && !part.endsWith('/>')) skipping = Math.max(0, skipping + (tag[1] ? -1 : 1));
        return part;
      }
      if (part.startsWith('&') || skipping > 0) return part;
      return setText(part);
    })
    .join('');
}

/**
 * An ICU message of the Arabic catalogue: only its text changes, never the argument syntax
 * (`{count, plural, =0 {…}}`, `{n}`, `#`). Text sits at even brace depth.
 */
export function arabicTypographyIcu(message: string): string {
  let depth = 0;
  let out = '';
  let text = '';
  const flush = () => {
    out += arabicTypography(text);
    text = '';
  };
  for (const ch of message) {
    if (ch === '{' || ch === '}') {
      if (depth % 2 === 0) flush();
      depth += ch === '{' ? 1 : -1;
      out += ch;
    } else if (depth % 2 === 0) text += ch;
    else out += ch;
  }
  flush();
  return out;
}
