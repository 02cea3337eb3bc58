import { z } from 'zod';

/** The most events one browser request may carry (decision 0059). */
export const ANALYTICS_BATCH_MAX = 20;
/** The longest range a dashboard covers. */
export const ANALYTICS_RANGE_MAX_DAYS = 366;

const browserEventSchema = z
  .object({
    kind: z.enum(['PAGE_VIEW', 'SEARCH']),
    path: z.string().trim().max(300).nullish(),
    query: z.string().trim().max(200).nullish(),
    resultCount: z.number().int().min(0).max(1_000_000).nullish(),
  })
  .superRefine((event, ctx) => {
    if (event.kind === 'PAGE_VIEW' && !event.path?.startsWith('/'))
      ctx.addIssue({ code: 'custom', path: ['path'], message: 'invalid' });
    if (event.kind === 'SEARCH' && (!event.query || event.resultCount == null))
      ctx.addIssue({ code: 'custom', path: [event.query ? 'resultCount' : 'query'], message: 'required' });
  });

/** What the browser sends: page views and searches, and whether a signed-out visitor consented. */
export const browserEventsSchema = z.object({
  consent: z.boolean().nullish(),
  events: z.array(browserEventSchema).min(1).max(ANALYTICS_BATCH_MAX),
});

const dayField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)));

/** A dashboard's Cairo days, both ends included. */
export const analyticsRangeSchema = z.object({ from: dayField, to: dayField }).superRefine(({ from, to }, ctx) => {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'endBeforeStart' });
  else if (days >= ANALYTICS_RANGE_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'rangeTooLong' });
});

export const analyticsOptOutSchema = z.object({ optedOut: z.boolean() });
