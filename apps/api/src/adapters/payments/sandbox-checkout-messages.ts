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
  issueReference: 'أصدر رقمًا مرجعيًا للدفع في المنفذ',
  kioskHeading: 'منفذ أمان أو مصاري التجريبي',
  kioskIntro: 'يحاكي هذا المنفذ دفع الرقم المرجعي نقدًا. لا تُدفع أموال حقيقية.',
  billReference: 'الرقم المرجعي',
  kioskPay: 'ادفع {amount} نقدًا',
  kioskPaid: 'تم الدفع. أُرسل إشعار الدفع إلى منارة.',
  cancel: 'إلغاء والعودة إلى منارة',
  otherLanguage: 'English',
  invalidTitle: 'رابط الدفع غير صالح',
  invalidBody: 'انتهت صلاحية رابط الدفع التجريبي أو أنه غير صحيح. ارجع إلى سلة المشتريات وابدأ الدفع من جديد.',
  method: 'طريقة الدفع',
  methodCARD: 'بطاقة بنكية',
  methodWALLET: 'محفظة إلكترونية',
  methodKIOSK: 'نقدًا في منفذ أمان أو مصاري',
  methodINSTALMENTS: 'التقسيط (ڤاليو)',
  walletIntro: 'أدخل رقم المحفظة، ثم الرمز الذي يصلك في رسالة لتأكيد الدفع.',
  walletNumber: 'رقم المحفظة',
  walletHint: 'محفظة الاختبار: 01010101010',
  walletNumberInvalid: 'أدخل رقم محمول مصريًا للمحفظة، مثل 01012345678.',
  sendCode: 'أرسل الرمز',
  otp: 'رمز التحقق',
  otpHint: 'رمز الاختبار: 123456. أي رمز آخر يرفض الدفع.',
  otpSent: 'أرسلنا رمز التحقق إلى {number}.',
  confirm: 'أكد دفع {amount}',
  plan: 'خطة التقسيط',
  planMonths: '{months} شهرًا، {monthly} في الشهر',
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
  issueReference: 'Issue a reference to pay at a kiosk',
  kioskHeading: 'Test Aman or Masary kiosk',
  kioskIntro: 'This kiosk simulates paying the reference in cash. No real money is paid.',
  billReference: 'Bill reference',
  kioskPay: 'Pay {amount} in cash',
  kioskPaid: 'Paid. The payment notice was sent to Manara.',
  cancel: 'Cancel and return to Manara',
  otherLanguage: 'العربية',
  invalidTitle: 'This payment link is not valid',
  invalidBody: 'The test payment link has expired or is wrong. Go back to your cart and start the checkout again.',
  method: 'Payment method',
  methodCARD: 'Bank card',
  methodWALLET: 'Mobile wallet',
  methodKIOSK: 'Cash at an Aman or Masary kiosk',
  methodINSTALMENTS: 'Instalments (valU)',
  walletIntro: 'Enter the wallet number, then the code sent to it by text message to confirm the payment.',
  walletNumber: 'Wallet number',
  walletHint: 'Test wallet: 01010101010',
  walletNumberInvalid: 'Enter an Egyptian mobile number for the wallet, such as 01012345678.',
  sendCode: 'Send the code',
  otp: 'Verification code',
  otpHint: 'The test code is 123456. Any other code declines the payment.',
  otpSent: 'We sent a verification code to {number}.',
  confirm: 'Confirm paying {amount}',
  plan: 'Instalment plan',
  planMonths: '{months} months, {monthly} a month',
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
