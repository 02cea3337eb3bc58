import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** Everything the cart page shows (docs/product/commerce.md Cart and cart item). */
export const CartFields = graphql(`
  fragment CartFields on Cart {
    id
    totalPrice
    totalPriceAfterDiscount
    netPrice
    vat
    vatAmount
    discountAmount
    totalQuantity
    checkoutAvailable
    lastAppliedCoupon { id code kind value }
    cartItems {
      id
      learningProgramId
      learningProgramType
      adjustedPrice
      arAlert { text color }
      enAlert { text color }
      arPriceMessage
      enPriceMessage
      learningProgram { id slug title type thumbnail originalPrice priceAfterDiscount }
    }
  }
`);

export const getCartQuery = graphql(
  `
  query getCart {
    getCart { ...EnvelopeFields data { ...CartFields } }
  }
`,
  [EnvelopeFields, CartFields],
);

export const createCartItemMutation = graphql(
  `
  mutation createCartItem($input: CreateCartItemInput) {
    createCartItem(input: $input) { ...EnvelopeFields data { ...CartFields } }
  }
`,
  [EnvelopeFields, CartFields],
);

export const deleteCardItemMutation = graphql(
  `
  mutation deleteCardItem($cartItemId: ID) {
    deleteCardItem(cartItemId: $cartItemId) { ...EnvelopeFields data { ...CartFields } }
  }
`,
  [EnvelopeFields, CartFields],
);

export const applyCouponMutation = graphql(
  `
  mutation applyCoupon($code: String) {
    applyCoupon(coupon_code: $code) { ...EnvelopeFields data { ...CartFields } }
  }
`,
  [EnvelopeFields, CartFields],
);

export const cancelCouponMutation = graphql(
  `
  mutation cancelCoupon {
    cancelCoupon { ...EnvelopeFields data { ...CartFields } }
  }
`,
  [EnvelopeFields, CartFields],
);

const PaymentIntentFields = graphql(`
  fragment PaymentIntentFields on PaymentIntent {
    paymentIntentId
    paymentLink
    reference
    orderStatus
  }
`);

export const createCheckOutMutation = graphql(
  `
  mutation createCheckOut($code: String, $method: PaymentMethod, $wallet: String) {
    createCheckOut(coupon_code: $code, payment_method: $method, wallet_number: $wallet) {
      ...EnvelopeFields data { ...PaymentIntentFields }
    }
  }
`,
  [EnvelopeFields, PaymentIntentFields],
);

export const buyNowMutation = graphql(
  `
  mutation buyNow($input: BuyNowInput) {
    buyNow(input: $input) { ...EnvelopeFields data { ...PaymentIntentFields } }
  }
`,
  [EnvelopeFields, PaymentIntentFields],
);

/** The methods checkout offers (decision 0065), each with its least order total. */
export const paymentMethodsQuery = graphql(
  `
  query paymentMethods {
    paymentMethods { ...EnvelopeFields data { methods { method minimumPiastres } } }
  }
`,
  [EnvelopeFields],
);

export type CartData = ResultOf<typeof CartFields>;
export type PaymentMethodOptionData = NonNullable<
  ResultOf<typeof paymentMethodsQuery>['paymentMethods']['data']
>['methods'][number];
export type PaymentMethodName = PaymentMethodOptionData['method'];
export type CartItemData = CartData['cartItems'][number];
export type PaymentIntentData = ResultOf<typeof PaymentIntentFields>;
