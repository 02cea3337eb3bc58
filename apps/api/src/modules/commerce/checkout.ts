import { buyNow, checkOut, createPaymentIntent, type PaymentIntentView } from '@manara/domain';
import { translate } from '@manara/i18n';
import { builder } from '../../builder';
import { envelopeOf, respond, type Envelope } from '../../envelope';
import type { RequestContext } from '../../context';
import { OrderStatusEnum } from './enums';

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
  fields: (t) => ({ learningProgramId: t.id(), coupon_code: t.string() }),
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
    args: { coupon_code: t.arg.string() },
    resolve: (_r, args, ctx) => respondToCheckout(ctx, () => checkOut(ctx.deps, ctx.caller, args, ctx.locale)),
  }),
);

builder.mutationField('createPaymentIntent', (t) =>
  t.field({
    type: PaymentIntentResponse,
    description: 'Same as createCheckOut (docs/product/api.md lists both)',
    args: { coupon_code: t.arg.string() },
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
