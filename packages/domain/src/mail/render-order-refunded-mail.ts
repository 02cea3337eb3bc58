import { formatPrice, translate, type Locale } from '@manara/i18n';
import type { OutgoingMail } from '../ports/index';
import { renderMailHtml, renderMailText, type MailBody } from './layout';

export interface OrderRefundedMailInput {
  locale: Locale;
  /** First name in the mail's language; a neutral greeting without it. */
  name?: string | null;
  reference: string;
  amountPiastres: number;
  /** The first program of the order, in the mail's language. */
  program: string;
  /** All of the order's money went back, so its access ended (decision 0043). */
  whole: boolean;
  /** The learner's purchase history in the mail's language. */
  historyUrl: string;
}

/** "We refunded your order", in the learner's language (decision 0043). */
export function renderOrderRefundedMail(input: OrderRefundedMailInput): Omit<OutgoingMail, 'to'> {
  const { locale } = input;
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, `mail.${key}`, params);
  const amount = formatPrice(input.amountPiastres, locale);
  const body: MailBody = {
    locale,
    title: t('orderRefunded.subject', { reference: input.reference }),
    paragraphs: [
      input.name ? t('greeting', { name: input.name }) : t('greetingNoName'),
      t('orderRefunded.intro', { amount, reference: input.reference }),
      t(input.whole ? 'orderRefunded.accessEnded' : 'orderRefunded.accessKept', { program: input.program }),
      t('orderRefunded.history', { url: input.historyUrl }),
    ],
  };
  return {
    subject: body.title,
    text: renderMailText(body),
    html: renderMailHtml(body),
    template: input.whole ? 'order-refunded/whole' : 'order-refunded/partial',
    locale,
  };
}
