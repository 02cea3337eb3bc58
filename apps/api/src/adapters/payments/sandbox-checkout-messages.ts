import type { Locale } from '@manara/i18n';

/**
 * Text of the API-served sandbox checkout page. Kept beside the page because the API renders it and
 * no catalogue namespace exists for it yet; `satisfies` makes a key missing in either language a type error.
 */
const ar = {
  pageTitle: 'وضع الاختبار — الدفع التجريبي — منارة',
  banner: 'وضع الاختبار (TEST MODE) — دفع تجريبي، لا تُستخدم أموال حقيقية',
  heading: 'بوابة الدفع التجريبية',
  intro:
    'هذه صفحة دفع تجريبية تحل محل مزود الدفع الحقيقي. اختر نتيجة الدفع لتجربة رحلة الشراء كاملة. لا حاجة إلى بيانات بطاقة.',
  summary: 'ملخص الطلب',
  reference: 'رقم الطلب',
  items: 'المشتريات',
  quantity: '× {count}',
  total: 'الإجمالي',
  outcome: 'نتيجة الدفع',
  pay: 'ادفع {amount}',
  fail: 'محاكاة رفض البطاقة',
  cancel: 'إلغاء والعودة إلى منارة',
  otherLanguage: 'English',
  invalidTitle: 'رابط الدفع غير صالح',
  invalidBody: 'انتهت صلاحية رابط الدفع التجريبي أو أنه غير صحيح. ارجع إلى سلة المشتريات وابدأ الدفع من جديد.',
};

const en = {
  pageTitle: 'TEST MODE — Test payment — Manara',
  banner: 'TEST MODE — test payment, no real money is taken',
  heading: 'Sandbox checkout',
  intro:
    'This test checkout stands in for the real payment provider. Choose how the payment ends to try the whole purchase. No card details are needed.',
  summary: 'Order summary',
  reference: 'Order reference',
  items: 'Items',
  quantity: '× {count}',
  total: 'Total',
  outcome: 'Payment result',
  pay: 'Pay {amount}',
  fail: 'Simulate a declined card',
  cancel: 'Cancel and return to Manara',
  otherLanguage: 'العربية',
  invalidTitle: 'This payment link is not valid',
  invalidBody: 'The test payment link has expired or is wrong. Go back to your cart and start the checkout again.',
} satisfies Record<keyof typeof ar, string>;

export type SandboxMessageKey = keyof typeof ar;
const catalogue: Record<Locale, Record<SandboxMessageKey, string>> = { ar, en };

export function sandboxText(
  locale: Locale,
  key: SandboxMessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogue[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
