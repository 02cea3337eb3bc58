import { addCartItem, applyCoupon, cancelCoupon, getCart, removeCartItem } from '@manara/domain';
import { builder } from '../../builder';
import { respond } from '../../envelope';
import { ProgramTypeEnum } from '../catalog/enums';
import { CartResponse } from './cart-type';

const CreateCartItemInput = builder.inputType('CreateCartItemInput', {
  fields: (t) => ({ learningProgramId: t.id(), learningProgramType: t.field({ type: ProgramTypeEnum }) }),
});

builder.queryField('getCart', (t) =>
  t.field({
    type: CartResponse,
    description:
      "The learner's cart with alerts, coupon, discount, VAT and totals; a visitor's guest cart (its cookie or X-Guest-Cart), empty when they have none",
    resolve: (_r, _a, ctx) => respond(ctx, () => getCart(ctx.deps, ctx.caller)),
  }),
);

builder.mutationField('createCartItem', (t) =>
  t.field({
    type: CartResponse,
    description:
      "Adds a published program the learner does not own; a visitor's first add starts a guest cart (its token comes back as the manara_guest_cart cookie, merged into the learner's cart at sign-in); answers the cart",
    args: { input: t.arg({ type: CreateCartItemInput }) },
    resolve: (_r, args, ctx) =>
      respond(
        ctx,
        async () => {
          const { guestCartToken, ...cart } = await addCartItem(ctx.deps, ctx.caller, args.input);
          if (guestCartToken) ctx.guestCart.set(guestCartToken);
          return cart;
        },
        'CART_ITEM_ADDED',
      ),
  }),
);

builder.mutationField('deleteCardItem', (t) =>
  t.field({
    type: CartResponse,
    description: "Removes an item from the learner's cart (name as in docs/product/api.md); answers the cart",
    args: { cartItemId: t.arg.id() },
    resolve: (_r, args, ctx) => respond(ctx, () => removeCartItem(ctx.deps, ctx.caller, args), 'CART_ITEM_REMOVED'),
  }),
);

builder.mutationField('applyCoupon', (t) =>
  t.field({
    type: CartResponse,
    description: "Makes the code the cart's one coupon; the cart carries discountAmount",
    args: { coupon_code: t.arg.string() },
    resolve: (_r, args, ctx) => respond(ctx, () => applyCoupon(ctx.deps, ctx.caller, args), 'COUPON_APPLIED'),
  }),
);

builder.mutationField('deleteCoupon', (t) =>
  t.field({
    type: CartResponse,
    description: "Removes the cart's coupon (id, when given, must be that coupon's)",
    args: { id: t.arg.id() },
    resolve: (_r, args, ctx) => respond(ctx, () => cancelCoupon(ctx.deps, ctx.caller, args), 'COUPON_REMOVED'),
  }),
);

builder.mutationField('cancelCoupon', (t) =>
  t.field({
    type: CartResponse,
    description: "Removes the cart's coupon",
    resolve: (_r, _a, ctx) => respond(ctx, () => cancelCoupon(ctx.deps, ctx.caller), 'COUPON_REMOVED'),
  }),
);
