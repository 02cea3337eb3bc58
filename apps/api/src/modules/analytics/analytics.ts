import {
  getAnalyticsDashboard,
  getAnalyticsOptOut,
  recordBrowserEvents,
  setAnalyticsOptOut,
  type AnalyticsDashboardView,
  type AnalyticsDayView,
  type AnalyticsProgramView,
} from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { callerOf } from '../auth/caller';

// First-party analytics (decision 0059): the browser's batches, a learner's opt-out, and the
// studio's dashboard (administrators: everything; a lecturer: their own programs).

const egp = (piastres: number) => piastres / 100;

const AnalyticsEventKindEnum = builder.enumType('BrowserAnalyticsEventKind', {
  values: ['PAGE_VIEW', 'SEARCH'] as const,
});

const AnalyticsEventInput = builder.inputType('AnalyticsEventInput', {
  fields: (t) => ({
    kind: t.field({ type: AnalyticsEventKindEnum, required: true }),
    path: t.string({ description: 'PAGE_VIEW: the path, its query left out' }),
    query: t.string({ description: 'SEARCH: what was typed' }),
    resultCount: t.int({ description: 'SEARCH: how many results it found' }),
  }),
});

const RecordedRef = builder.objectRef<{ recorded: number }>('RecordedAnalyticsEvents').implement({
  fields: (t) => ({ recorded: t.exposeInt('recorded', { description: '0 when none may be recorded' }) }),
});

builder.mutationField('recordAnalyticsEvents', (t) =>
  t.field({
    type: envelopeOf('RecordedAnalyticsEventsResponse', RecordedRef),
    description:
      "The browser's page views and searches, at most 20 a request: a visitor's only with consent (and anonymously), a learner's unless they opted out.",
    args: {
      consent: t.arg.boolean({ description: "A signed-out visitor's consent, asked on the site" }),
      events: t.arg({ type: [AnalyticsEventInput] }),
    },
    resolve: (_r, args, ctx) =>
      respond(ctx, async () => ({ recorded: await recordBrowserEvents(ctx.deps, callerOf(ctx), args) })),
  }),
);

const OptOutRef = builder.objectRef<{ optedOut: boolean }>('AnalyticsOptOut').implement({
  fields: (t) => ({ optedOut: t.exposeBoolean('optedOut') }),
});

const OptOutResponse = envelopeOf('AnalyticsOptOutResponse', OptOutRef);

builder.queryField('myAnalyticsOptOut', (t) =>
  t.field({
    type: OptOutResponse,
    description: "Signed-in learners: whether they asked to be left out of the platform's analytics.",
    resolve: (_r, _a, ctx) =>
      respond(ctx, async () => ({ optedOut: await getAnalyticsOptOut(ctx.deps, callerOf(ctx)) })),
  }),
);

builder.mutationField('setAnalyticsOptOut', (t) =>
  t.field({
    type: OptOutResponse,
    description: "Signed-in learners: whether they are left out of the platform's analytics.",
    args: { optedOut: t.arg.boolean() },
    resolve: (_r, args, ctx) =>
      respond(ctx, async () => ({ optedOut: await setAnalyticsOptOut(ctx.deps, callerOf(ctx), args) })),
  }),
);

const money = {
  net: {
    description: 'EGP net of VAT, refunds taken off',
    resolve: (d: { netPiastres: number }) => egp(d.netPiastres),
  },
};

const AnalyticsDayRef = builder.objectRef<AnalyticsDayView>('AnalyticsDay').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: 'Cairo date, YYYY-MM-DD' }),
    net: t.float(money.net),
    refunded: t.float({ description: 'EGP net of VAT', resolve: (d) => egp(d.refundedPiastres) }),
    orders: t.exposeInt('orders'),
    newLearners: t.exposeInt('newLearners'),
    pageViews: t.exposeInt('pageViews', { nullable: true, description: 'Site-wide; administrators only' }),
  }),
});

const AnalyticsMonthRef = builder.objectRef<AnalyticsDashboardView['months'][number]>('AnalyticsMonth').implement({
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM' }),
    net: t.float(money.net),
    refunded: t.float({ resolve: (d) => egp(d.refundedPiastres) }),
    orders: t.exposeInt('orders'),
    newLearners: t.exposeInt('newLearners'),
  }),
});

const AnalyticsFunnelRef = builder.objectRef<AnalyticsDashboardView['funnel']>('AnalyticsFunnel').implement({
  description: 'Program page views → added to a cart → checkouts started → paid, per program item',
  fields: (t) => ({
    visits: t.exposeInt('visits'),
    carts: t.exposeInt('carts'),
    checkouts: t.exposeInt('checkouts'),
    paid: t.exposeInt('paid'),
  }),
});

const AnalyticsProgramRef = builder.objectRef<AnalyticsProgramView>('AnalyticsProgram').implement({
  fields: (t) => ({
    programId: t.exposeID('programId'),
    arTitle: t.exposeString('arTitle'),
    enTitle: t.exposeString('enTitle'),
    net: t.float(money.net),
    sold: t.exposeInt('sold'),
    visits: t.exposeInt('visits'),
    lessonsStarted: t.exposeInt('lessonsStarted', { description: 'Learners who opened a lesson, per day' }),
    lessonsCompleted: t.exposeInt('lessonsCompleted', { description: 'Learners who completed a lesson, per day' }),
    completionRate: t.exposeFloat('completionRate', { nullable: true, description: '0–1' }),
    quizzesPassed: t.exposeInt('quizzesPassed'),
    quizzesFailed: t.exposeInt('quizzesFailed'),
    passRate: t.exposeFloat('passRate', { nullable: true, description: '0–1' }),
    liveAttendees: t.exposeInt('liveAttendees', { description: 'Learners who joined a live session, per day' }),
  }),
});

const EmptySearchRef = builder
  .objectRef<AnalyticsDashboardView['emptySearches'][number]>('AnalyticsEmptySearch')
  .implement({
    fields: (t) => ({
      query: t.exposeString('query', { description: 'Normalised' }),
      searches: t.exposeInt('searches'),
    }),
  });

const AnalyticsScopeEnum = builder.enumType('AnalyticsScope', { values: ['ALL', 'OWN'] as const });

const DashboardRef = builder.objectRef<AnalyticsDashboardView>('AnalyticsDashboard').implement({
  fields: (t) => ({
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    scope: t.expose('scope', { type: AnalyticsScopeEnum }),
    days: t.field({ type: [AnalyticsDayRef], resolve: (d) => d.days }),
    months: t.field({ type: [AnalyticsMonthRef], resolve: (d) => d.months }),
    funnel: t.field({ type: AnalyticsFunnelRef, resolve: (d) => d.funnel }),
    programs: t.field({ type: [AnalyticsProgramRef], resolve: (d) => d.programs, description: 'Top first' }),
    emptySearches: t.field({
      type: [EmptySearchRef],
      resolve: (d) => d.emptySearches,
      description: 'Administrators only; empty for lecturers',
    }),
  }),
});

builder.queryField('analyticsDashboard', (t) =>
  t.field({
    type: envelopeOf('AnalyticsDashboardResponse', DashboardRef),
    description:
      "Studio: the Cairo days from–to (at most 366): revenue, orders, new learners, the funnel, programs and empty searches — every program for administrators, a lecturer's own for them.",
    args: { from: t.arg.string(), to: t.arg.string() },
    resolve: (_r, args, ctx) => respond(ctx, () => getAnalyticsDashboard(ctx.deps, callerOf(ctx), args)),
  }),
);
