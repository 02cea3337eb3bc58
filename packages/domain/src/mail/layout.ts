import { directionOf, translate, type Locale } from '@manara/i18n';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => entities[ch] ?? ch);
}

export interface MailBody {
  locale: Locale;
  title: string;
  /** Plain-text paragraphs, escaped on the way into HTML. */
  paragraphs: string[];
  /** Shown large and isolated (a code); always left-to-right. */
  highlight?: string;
  /** Text before the highlight; in the text part both share one line ("Your code: 123456"). */
  highlightLabel?: string;
  /** Paragraphs after the highlight. */
  after?: string[];
  /** Switchable mail (decision 0058): why it came and the link that stops it, after the signature. */
  unsubscribe?: { event: string; url: string };
}

/** The footer lines of switchable mail, in the mail's language. */
function unsubscribeLines(body: MailBody): string[] {
  if (!body.unsubscribe) return [];
  const event = translate(body.locale, `mail.events.${body.unsubscribe.event}`);
  return [
    translate(body.locale, 'mail.unsubscribe.why', { event }),
    translate(body.locale, 'mail.unsubscribe.link', { url: body.unsubscribe.url }),
  ];
}

const font = "'Cairo','IBM Plex Sans Arabic','Noto Sans Arabic','Segoe UI',Tahoma,Arial,sans-serif";

/** Simple inline-styled HTML; Arabic mail is `dir="rtl"` with right-aligned text. */
export function renderMailHtml(body: MailBody): string {
  const dir = directionOf(body.locale);
  const align = dir === 'rtl' ? 'right' : 'left';
  const p = (text: string) => `<p style="margin:0 0 16px;line-height:1.7;">${escapeHtml(text)}</p>`;
  const highlight = body.highlight
    ? `<p dir="ltr" style="margin:8px 0 24px;text-align:center;font-size:32px;font-weight:700;letter-spacing:8px;color:#8b1d5b;font-family:monospace;"><bdi>${escapeHtml(body.highlight)}</bdi></p>`
    : '';
  const signature = translate(body.locale, 'mail.signature');
  return [
    '<!doctype html>',
    `<html lang="${body.locale}" dir="${dir}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(body.title)}</title></head>`,
    `<body dir="${dir}" style="margin:0;padding:24px;background:#f6f4f5;font-family:${font};color:#1f1a1d;">`,
    `<div dir="${dir}" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;text-align:${align};">`,
    `<h1 style="margin:0 0 24px;font-size:20px;color:#8b1d5b;">${escapeHtml(body.title)}</h1>`,
    ...body.paragraphs.map(p),
    ...(body.highlightLabel ? [p(body.highlightLabel)] : []),
    highlight,
    ...(body.after ?? []).map(p),
    `<p style="margin:24px 0 0;color:#6b6168;">${escapeHtml(signature)}</p>`,
    ...unsubscribeFooter(body),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

function unsubscribeFooter(body: MailBody): string[] {
  if (!body.unsubscribe) return [];
  const [why] = unsubscribeLines(body);
  const label = translate(body.locale, 'mail.unsubscribe.label');
  const href = escapeHtml(body.unsubscribe.url);
  return [
    `<p style="margin:24px 0 0;font-size:13px;color:#6b6168;">${escapeHtml(why ?? '')} <a href="${href}" style="color:#8b1d5b;">${escapeHtml(label)}</a></p>`,
  ];
}

/** The text part: paragraphs separated by blank lines, the signature last. */
export function renderMailText(body: MailBody): string {
  // The code sits after a space on the label's line, so a /\b\d{6}\b/ finds it even in escaped JSON.
  const highlight = body.highlight ? [[body.highlightLabel, body.highlight].filter(Boolean).join(' ')] : [];
  const parts = [...body.paragraphs, ...highlight, ...(body.after ?? [])];
  return [...parts, translate(body.locale, 'mail.signature'), ...unsubscribeLines(body)].join('\n\n') + '\n';
}
