import { formatPrice } from '@manara/i18n';
import { describe, expect, it } from 'vitest';
import type { InvoiceSeller } from './invoice-seller';
import type { InvoiceView } from './invoice-view';
import { renderInvoiceHtml } from './render-invoice-html';

const seller: InvoiceSeller = {
  arName: 'منارة للتعليم',
  enName: 'Manara Learning',
  arAddress: 'القاهرة، مصر',
  enAddress: 'Cairo, Egypt',
  taxRegistrationNumber: '123-456-789',
};

// Two lines, a 10 % coupon on the first only, VAT 14 % on the discounted prices.
const invoice: InvoiceView = {
  id: '6f1c1d3e-0000-4000-8000-000000000001',
  transactionId: '6f1c1d3e-0000-4000-8000-000000000002',
  transactionCode: 'TX-7QK2',
  invoiceNumber: 'INV-2026-000042',
  // 23:30 UTC on 31 Dec is already 1 January in Cairo (UTC+2).
  invoiceDate: new Date('2026-12-31T23:30:00Z'),
  arProvidedTo: 'سارة محمود',
  enProvidedTo: 'Sara Mahmoud',
  couponCode: 'WELCOME10',
  subtotalPiastres: 150_000,
  discountPiastres: 10_000,
  vatRateBps: 1400,
  vatPiastres: 19_600,
  totalAmountPaidPiastres: 159_600,
  currency: 'EGP',
  creditNotes: [],
  items: [
    {
      type: 'COURSE',
      arName: 'أساسيات التغذية الرياضية',
      enName: 'Sports Nutrition Basics',
      pricePiastres: 100_000,
      discountPiastres: 10_000,
      taxPiastres: 12_600,
      amountPaidPiastres: 102_600,
      discountCode: 'WELCOME10',
    },
    {
      type: 'WORKSHOP',
      arName: 'ورشة تأهيل الإصابات',
      enName: 'Injury Rehab Workshop',
      pricePiastres: 50_000,
      discountPiastres: 0,
      taxPiastres: 7_000,
      amountPaidPiastres: 57_000,
      discountCode: null,
    },
  ],
};

/** The document's visible text, tags dropped, whitespace collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[ \t\n]+/g, ' ');

describe('renderInvoiceHtml', () => {
  it('renders the Arabic invoice right-to-left with Arabic names, labels and Cairo date', () => {
    const html = renderInvoiceHtml(invoice, seller, 'ar');
    const text = textOf(html);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(text).toContain('فاتورة');
    expect(html).toContain('<bdi>سارة محمود</bdi>');
    expect(html).toContain('<bdi>أساسيات التغذية الرياضية</bdi>');
    expect(html).toContain('<bdi>INV-2026-000042</bdi>');
    expect(text).toContain('منارة للتعليم');
    expect(text).toContain('123-456-789');
    expect(text).toContain('ورشة مباشرة');
    expect(text).toContain('١ يناير ٢٠٢٧');
    expect(text).toContain('ضريبة القيمة المضافة (١٤٪)');
    expect(text).not.toContain('Sara Mahmoud');
  });

  it('renders the English invoice left-to-right with English names and labels', () => {
    const html = renderInvoiceHtml(invoice, seller, 'en');
    const text = textOf(html);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(text).toContain('Invoice');
    expect(html).toContain('<bdi>Sara Mahmoud</bdi>');
    expect(html).toContain('<bdi>Injury Rehab Workshop</bdi>');
    expect(text).toContain('Manara Learning');
    expect(text).toContain('Live workshop');
    expect(text).toContain('January 1, 2027');
    expect(text).toContain('VAT (14%)');
    expect(text).not.toContain('سارة');
  });

  it.each(['ar', 'en'] as const)('prints every line amount and the totals in %s', (locale) => {
    const html = renderInvoiceHtml(invoice, seller, locale);
    const money = (piastres: number) => `<bdi>${formatPrice(piastres, locale)}</bdi>`;
    for (const item of invoice.items) {
      expect(html).toContain(money(item.pricePiastres));
      expect(html).toContain(money(item.taxPiastres));
      expect(html).toContain(money(item.amountPaidPiastres));
    }
    expect(html).toContain(money(-10_000));
    expect(html).toContain(money(150_000));
    expect(html).toContain(money(19_600));
    // The grand total is the last row of the totals table.
    expect(html).toMatch(new RegExp(`<tr class="grand"><td>[^<]+</td><td class="money">${money(159_600)}</td></tr>`));
    // The coupon shows on the discounted line and in the totals, not on the undiscounted line.
    expect(html.match(/WELCOME10/g)).toHaveLength(2);
  });

  it('shows no discount code and a zero discount without a coupon', () => {
    const plain: InvoiceView = {
      ...invoice,
      couponCode: null,
      discountPiastres: 0,
      items: invoice.items.map((item) => ({ ...item, discountPiastres: 0, discountCode: null })),
    };
    const text = textOf(renderInvoiceHtml(plain, seller, 'en'));
    expect(text).not.toContain('WELCOME10');
    expect(text).not.toContain('Code:');
    expect(text).not.toContain('(code');
    expect(text).toContain(`Discount ${formatPrice(0, 'en')}`);
  });

  it('escapes names, titles and codes taken from the database', () => {
    const hostile: InvoiceView = {
      ...invoice,
      arProvidedTo: '<script>alert(1)</script>',
      enProvidedTo: '<img src=x onerror=alert(1)>',
      couponCode: '"><b>X',
      items: [
        {
          ...invoice.items[0]!,
          arName: 'دورة <i>مائلة</i> & "مقتبسة"',
          enName: "Rock 'n' <roll>",
          discountCode: '"><b>X',
        },
      ],
    };
    const ar = renderInvoiceHtml(hostile, seller, 'ar');
    const en = renderInvoiceHtml(hostile, seller, 'en');
    expect(ar).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(ar).toContain('دورة &lt;i&gt;مائلة&lt;/i&gt; &amp; &quot;مقتبسة&quot;');
    expect(en).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(en).toContain('Rock &#39;n&#39; &lt;roll&gt;');
    for (const html of [ar, en]) {
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img');
      expect(html).not.toContain('<i>');
      expect(html).not.toContain('"><b>');
    }
  });

  it('falls back to the other language when a name is missing in the chosen one', () => {
    const html = renderInvoiceHtml({ ...invoice, arProvidedTo: '' }, seller, 'ar');
    expect(html).toContain('<bdi>Sara Mahmoud</bdi>');
  });
});
