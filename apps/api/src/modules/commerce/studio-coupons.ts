// Coupons in the studio (docs/product/studio.md, decision 0053): thin resolvers over the domain,
// which decides who may (administrators only).
import {
  createCoupon,
  getStudioCoupon,
  listStudioCoupons,
  setCouponActive,
  updateCoupon,
  type StudioCouponDetail,
  type StudioCouponView,
} from '@manara/domain';
import { builder, type Types } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { PaginateInput, paginatedEnvelope, SortOrderEnum } from '../../pagination';
import { callerOf } from '../auth/caller';
import { ProgramTypeEnum } from '../catalog/enums';
import { CouponKindEnum } from './enums';

const CouponScopeEnum = builder.enumType('CouponScope', {
  values: ['EVERYTHING', 'CATEGORIES', 'PROGRAMS', 'PROGRAM_TYPES'] as const,
  description: 'What a coupon applies to: every item, or items of the listed categories, programs or program types',
});
const CouponStatusEnum = builder.enumType('CouponStatus', {
  values: ['ACTIVE', 'DISABLED', 'EXPIRED'] as const,
  description: 'DISABLED: switched off by an administrator; EXPIRED: its validity window has ended',
});
const CouponSortFieldEnum = builder.enumType('CouponSortField', {
  values: ['CREATED_AT', 'TIMES_USED', 'UPDATED_AT'] as const,
});

const StudioCouponRef = builder.objectRef<StudioCouponView>('StudioCoupon').implement({
  description: 'A coupon as administrators manage it',
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code', { description: 'Stored upper-case; learners type it in any case' }),
    kind: t.expose('kind', { type: CouponKindEnum }),
    value: t.exposeFloat('value', { description: 'PERCENTAGE: whole percent; FIXED: EGP' }),
    validFrom: t.expose('validFrom', { type: 'DateTime', nullable: true }),
    validTo: t.expose('validTo', { type: 'DateTime', nullable: true }),
    maxUses: t.exposeInt('maxUses', { nullable: true, description: 'Paid uses in all; null: no limit' }),
    maxUsesPerUser: t.exposeInt('maxUsesPerUser', {
      nullable: true,
      description: 'Paid uses per learner; null: no limit',
    }),
    minOrder: t.exposeFloat('minOrder', { description: 'EGP the cart must reach before VAT; 0: none' }),
    scope: t.expose('scope', { type: CouponScopeEnum }),
    categoryIds: t.exposeIDList('categoryIds'),
    programIds: t.exposeIDList('programIds'),
    programTypes: t.expose('programTypes', { type: [ProgramTypeEnum] }),
    firstPurchaseOnly: t.exposeBoolean('firstPurchaseOnly', {
      description: 'Only for a learner with no paid order yet',
    }),
    isActive: t.exposeBoolean('isActive'),
    status: t.expose('status', { type: CouponStatusEnum }),
    uses: t.exposeInt('uses', { description: 'Paid orders that used it (a use counts once its order is paid)' }),
    revenue: t.exposeFloat('revenue', { description: 'EGP those orders brought in, VAT included, less refunds' }),
    version: t.exposeInt('version', { description: 'Send it back with the next change' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const CouponCategoryRef = builder
  .objectRef<StudioCouponDetail['categories'][number]>('StudioCouponCategory')
  .implement({
    fields: (t) => ({ id: t.exposeID('id'), arName: t.exposeString('arName'), enName: t.exposeString('enName') }),
  });
const CouponProgramRef = builder.objectRef<StudioCouponDetail['programs'][number]>('StudioCouponProgram').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    arTitle: t.exposeString('arTitle'),
    enTitle: t.exposeString('enTitle'),
    type: t.expose('type', { type: ProgramTypeEnum }),
  }),
});
const StudioCouponDetailRef = builder.objectRef<StudioCouponDetail>('StudioCouponDetail').implement({
  description: 'A coupon with the names of the categories and programs its scope lists',
  fields: (t) => ({
    coupon: t.field({ type: StudioCouponRef, resolve: (d) => d.coupon }),
    categories: t.field({ type: [CouponCategoryRef], resolve: (d) => d.categories }),
    programs: t.field({ type: [CouponProgramRef], resolve: (d) => d.programs }),
  }),
});

const CouponsSortInput = builder.inputType('CouponsSortInput', {
  fields: (t) => ({
    field: t.field({ type: CouponSortFieldEnum, description: 'Default CREATED_AT' }),
    order: t.field({ type: SortOrderEnum, description: 'Default DESC' }),
  }),
});

/** The terms a coupon is created or saved with (the whole set each time). */
const couponTermFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => ({
  code: t.string({ description: '3–40 letters, digits, - or _; any case; Arabic-Indic digits read' }),
  kind: t.field({ type: CouponKindEnum }),
  value: t.float({ description: 'PERCENTAGE: whole percent 1–100; FIXED: EGP, up to two decimals' }),
  validFrom: t.field({ type: 'DateTime', description: 'From (the studio enters Cairo time); null: at once' }),
  validTo: t.field({ type: 'DateTime', description: 'Until (Cairo time in the studio); null: no end' }),
  maxUses: t.int({ description: 'Paid uses in all; null: no limit' }),
  maxUsesPerUser: t.int({ description: 'Paid uses per learner; null: no limit' }),
  minOrder: t.float({ description: 'EGP; null or 0: none' }),
  scope: t.field({ type: CouponScopeEnum }),
  categoryIds: t.idList({ description: 'With scope CATEGORIES' }),
  programIds: t.idList({ description: 'With scope PROGRAMS' }),
  programTypes: t.field({ type: [ProgramTypeEnum], description: 'With scope PROGRAM_TYPES' }),
  firstPurchaseOnly: t.boolean({ description: 'Default false' }),
});

const CouponInput = builder.inputType('CouponInput', { fields: (t) => couponTermFields(t) });
const UpdateCouponInput = builder.inputType('UpdateCouponInput', {
  fields: (t) => ({
    couponId: t.id(),
    version: t.int({ description: 'The version the administrator opened' }),
    ...couponTermFields(t),
  }),
});
const SetCouponActiveInput = builder.inputType('SetCouponActiveInput', {
  fields: (t) => ({ couponId: t.id(), version: t.int(), isActive: t.boolean() }),
});

const detailResponse = envelopeOf('StudioCouponDetailResponse', StudioCouponDetailRef);

builder.queryField('studioCoupons', (t) =>
  t.field({
    type: paginatedEnvelope('StudioCoupon', StudioCouponRef),
    description:
      'Studio, administrators only: coupons with their paid uses and revenue, searched by code, filtered by status, sorted by the coupon sort field.',
    args: {
      paginate: t.arg({ type: PaginateInput }),
      search: t.arg.string({ description: 'Part of the code, any case' }),
      status: t.arg({ type: CouponStatusEnum }),
      sort: t.arg({ type: CouponsSortInput }),
    },
    resolve: (_root, args, ctx) => respond(ctx, () => listStudioCoupons(ctx.deps, callerOf(ctx), args)),
  }),
);

builder.queryField('studioCoupon', (t) =>
  t.field({
    type: detailResponse,
    description: 'Studio, administrators only: one coupon with the names of what its scope lists.',
    args: { couponId: t.arg.id() },
    resolve: (_root, args, ctx) => respond(ctx, () => getStudioCoupon(ctx.deps, callerOf(ctx), args)),
  }),
);

builder.mutationField('createCoupon', (t) =>
  t.field({
    type: detailResponse,
    description: 'Administrators only: creates a coupon; its code must be free whatever its case. Audited.',
    args: { input: t.arg({ type: CouponInput }) },
    resolve: (_root, args, ctx) =>
      respond(ctx, () => createCoupon(ctx.deps, callerOf(ctx), args.input), 'COUPON_CREATED'),
  }),
);

builder.mutationField('updateCoupon', (t) =>
  t.field({
    type: detailResponse,
    description:
      'Administrators only: saves a coupon from the version opened (another save in between: VERSION_CONFLICT). A used coupon keeps its code. Audited.',
    args: { input: t.arg({ type: UpdateCouponInput }) },
    resolve: (_root, args, ctx) =>
      respond(ctx, () => updateCoupon(ctx.deps, callerOf(ctx), args.input), 'COUPON_SAVED'),
  }),
);

builder.mutationField('setCouponActive', (t) =>
  t.field({
    type: detailResponse,
    description:
      'Administrators only: disables a coupon (learners can no longer apply it) or enables it again, from the version shown. Audited.',
    args: { input: t.arg({ type: SetCouponActiveInput }) },
    resolve: (_root, args, ctx) =>
      respond(
        ctx,
        () => setCouponActive(ctx.deps, callerOf(ctx), args.input),
        args.input?.isActive === false ? 'COUPON_DISABLED' : 'COUPON_ENABLED',
      ),
  }),
);
