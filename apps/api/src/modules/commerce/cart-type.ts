import type { AlertView, CartItemView, CartView, CouponView } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf } from '../../envelope';
import { ProgramTypeEnum } from '../catalog/enums';
import { ProgramRef } from '../catalog/refs';
import { AlertColorEnum, CouponKindEnum } from './enums';

const AlertRef = builder.objectRef<AlertView>('CartAlert').implement({
  fields: (t) => ({ text: t.exposeString('text'), color: t.expose('color', { type: AlertColorEnum }) }),
});

const CouponRef = builder.objectRef<CouponView>('CartCoupon').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    kind: t.expose('kind', { type: CouponKindEnum }),
    value: t.exposeFloat('value', { description: 'Percent for PERCENTAGE, EGP for FIXED' }),
  }),
});

const CartItemRef = builder.objectRef<CartItemView>('CartItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    learningProgramId: t.exposeID('learningProgramId'),
    learningProgramType: t.expose('learningProgramType', { type: ProgramTypeEnum }),
    arAlert: t.field({ type: AlertRef, nullable: true, resolve: (i) => i.arAlert }),
    enAlert: t.field({ type: AlertRef, nullable: true, resolve: (i) => i.enAlert }),
    arPriceMessage: t.exposeString('arPriceMessage', { nullable: true }),
    enPriceMessage: t.exposeString('enPriceMessage', { nullable: true }),
    adjustedPrice: t.exposeFloat('adjustedPrice', {
      description: "EGP after the item's share of the coupon, before VAT",
    }),
    learningProgram: t.field({ type: ProgramRef, resolve: (i) => i.learningProgram }),
  }),
});

/** docs/product/commerce.md Cart. Amounts in EGP; totals cover the items that can be bought. */
export const CartRef = builder.objectRef<CartView>('Cart').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    totalPrice: t.exposeFloat('totalPrice', {
      description: 'Sum of item prices before the coupon (EGP, VAT excluded)',
    }),
    totalPriceAfterDiscount: t.exposeFloat('totalPriceAfterDiscount', { description: 'totalPrice − discountAmount' }),
    netPrice: t.exposeFloat('netPrice', { description: 'What the learner pays: totalPriceAfterDiscount + vatAmount' }),
    vat: t.exposeFloat('vat', { description: 'VAT rate in percent' }),
    vatAmount: t.exposeFloat('vatAmount'),
    discountAmount: t.exposeFloat('discountAmount'),
    totalQuantity: t.exposeInt('totalQuantity'),
    checkoutAvailable: t.exposeBoolean('checkoutAvailable'),
    lastAppliedCoupon: t.field({ type: CouponRef, nullable: true, resolve: (c) => c.lastAppliedCoupon }),
    cartItems: t.field({ type: [CartItemRef], resolve: (c) => c.cartItems }),
  }),
});

export const CartResponse = envelopeOf('CartResponse', CartRef);
