import { describe, expect, it } from 'vitest';
import { defaultInvoiceSeller } from './invoice-seller';
import { renderCreditNoteHtml, type CreditNoteView } from './render-credit-note-html';

const note: CreditNoteView = {
  id: 'c0000000-0000-4000-8000-000000000001',
  number: 'CN-2026-000007',
  issuedAt: new Date('2026-11-27T10:00:00Z'),
  invoiceNumber: 'INV-2026-000042',
  invoiceDate: new Date('2026-11-26T10:00:00Z'),
  arProvidedTo: 'نور فتحي',
  enProvidedTo: 'Nour Fathy',
  reason: 'Bought by <mistake>',
  totalPiastres: 34200,
  vatRateBps: 1400,
  vatPiastres: 4200,
};

describe('renderCreditNoteHtml', () => {
  it('prints the note, the invoice it credits, the buyer and the amounts in English, escaped', () => {
    const html = renderCreditNoteHtml(note, defaultInvoiceSeller, 'en');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>Credit note CN-2026-000007</title>');
    expect(html).toContain('<bdi>INV-2026-000042</bdi>');
    expect(html).toContain('<bdi>Nour Fathy</bdi>');
    expect(html).toContain('Bought by &lt;mistake&gt;');
    expect(html).toMatch(/Amount given back before VAT<\/td><td class="money"><bdi>[^<]*300/);
    expect(html).toMatch(/VAT \(14%\)/);
  });

  it('writes Arabic right to left with the Arabic name and Arabic-Indic digits', () => {
    const html = renderCreditNoteHtml(note, defaultInvoiceSeller, 'ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<h1>إشعار دائن</h1>');
    expect(html).toContain('<bdi>نور فتحي</bdi>');
    expect(html).toContain('٣٤٢');
  });
});
