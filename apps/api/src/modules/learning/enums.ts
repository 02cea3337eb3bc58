import { builder } from '../../builder';

export const LiveSessionStateEnum = builder.enumType('LiveSessionState', {
  description: 'NOT_LIVE: not a live session; OPEN: from 15 minutes before the start until the end (join link shown)',
  values: ['NOT_LIVE', 'UPCOMING', 'OPEN', 'ENDED'] as const,
});
