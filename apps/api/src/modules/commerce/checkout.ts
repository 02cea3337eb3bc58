import {
  buyNow,
  checkOut,
  createPaymentIntent,
  listPaymentMethods,
  type PaymentIntentView,
  type PaymentMethodOption,
  type PaymentMethodsView,
} from '@manara/domain';
import { translate } from '@manara/i18n';
import { builder } from '../../builder';
import { envelopeOf, respond, type Envelope } from '../../envelope';
import type { RequestContext } from '../../context';
import { OrderStatusEnum, PaymentMethodEnum } from './enums';

const PaymentIntentRef = builder.objectRef<PaymentIntentView>('PaymentIntent').implement({
  fields: (t) => ({
    paymentIntentId: t.exposeString('paymentIntentId', {
      nullable: true,
      description: 'Null for a free order, completed at once',
    }),
    paymentIntentSecretKey: t.exposeString('paymentIntentSecretKey', { nullable: true }),
    paymentLink: t.exposeString('paymentLink', { nullable: true, description: "The provider's checkout page" }),
    reference: t.exposeString('reference', { description: 'Our order reference (success page, getTransactionByCode)' }),
    orderStatus: t.expose('orderStatus', { type: OrderStatusEnum }),
  }),
});

const PaymentIntentResponse = envelopeOf('PaymentIntentResponse', PaymentIntentRef);

const BuyNowInput = builder.inputType('BuyNowInput', {
  fields: (t) => ({
    learningProgramId: t.id(),
    coupon_code: t.string(),
    payment_method: t.field({ type: PaymentMethodEnum, description: 'CARD when not given' }),
    wallet_number: t.string({ description: 'For WALLET: an Egyptian mobile number' }),
  }),
});

const PaymentMethodOptionRef = builder.objectRef<PaymentMethodOption>('PaymentMethodOption').implement({
  fields: (t) => ({
    method: t.expose('method', { type: PaymentMethodEnum }),
    minimumPiastres: t.exposeInt('minimumPiastres', {
      nullable: true,
      description: 'The least order total (piastres, VAT included) the method takes; null for any',
    }),
  }),
});

const PaymentMethodsRef = builder.objectRef<PaymentMethodsView>('PaymentMethods').implement({
  fields: (t) => ({ methods: t.field({ type: [PaymentMethodOptionRef], resolve: (v) => v.methods }) }),
});

builder.queryField('paymentMethods', (t) =>
  t.field({
    type: envelopeOf('PaymentMethodsResponse', PaymentMethodsRef),
    description: 'The payment methods checkout offers now, in order; anyone may ask (decision 0065)',
    resolve: (_r, _args, ctx) => respond(ctx, () => listPaymentMethods(ctx.deps)),
  }),
);

/** The method and wallet arguments of createCheckOut and createPaymentIntent. */
const paymentChoiceArgs = (t: Parameters<Parameters<typeof builder.mutationField>[1]>[0]) => ({
  coupon_code: t.arg.string(),
  payment_method: t.arg({ type: PaymentMethodEnum, description: 'CARD when not given' }),
  wallet_number: t.arg.string({ description: 'For WALLET: an Egyptian mobile number' }),
});

/** A free order is complete already: say so instead of "ready for payment". */
async function respondToCheckout(
  ctx: RequestContext,
  run: () => Promise<PaymentIntentView>,
): Promise<Envelope<PaymentIntentView>> {
  const envelope = await respond(ctx, run, 'CHECKOUT_CREATED');
  if (!envelope.data || envelope.data.orderStatus !== 'PAID') return envelope;
  return { ...envelope, code: 'ORDER_COMPLETED', message: translate(ctx.locale, 'errors.ORDER_COMPLETED') };
}

builder.mutationField('createCheckOut', (t) =>
  t.field({
    type: PaymentIntentResponse,
    description: 'Orders the whole cart and returns the payment intent (all null for a free order)',
    args: paymentChoiceArgs(t),
    resolve: (_r, args, ctx) => respondToCheckout(ctx, () => checkOut(ctx.deps, ctx.caller, args, ctx.locale)),
  }),
);

builder.mutationField('createPaymentIntent', (t) =>
  t.field({
    type: PaymentIntentResponse,
    description: 'Same as createCheckOut (docs/product/api.md lists both)',
    args: paymentChoiceArgs(t),
    resolve: (_r, args, ctx) =>
      respondToCheckout(ctx, () => createPaymentIntent(ctx.deps, ctx.caller, args, ctx.locale)),
  }),
);

builder.mutationField('buyNow', (t) =>
  t.field({
    type: PaymentIntentResponse,
    description: 'Orders one program without the cart and returns the payment intent',
    args: { input: t.arg({ type: BuyNowInput }) },
    resolve: (_r, args, ctx) => respondToCheckout(ctx, () => buyNow(ctx.deps, ctx.caller, args.input, ctx.locale)),
  }),
);
