import { deleteEmailOptOuts, findUserById, insertEmailOptOuts, listEmailOptOuts } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { requireViewer } from '../identity/index';
import type { UnsubscribeGrant } from '../ports/index';
import { parseInput } from '../validation/index';
import { EMAIL_EVENTS, isEmailEvent, type EmailEvent } from './email-events';
import { updateEmailPreferencesSchema } from './schemas';

/** Each switchable event and whether its e-mail is sent (decision 0058). */
export type EmailPreferencesView = Record<EmailEvent, boolean>;

async function preferencesOf(deps: DomainDeps, userId: string): Promise<EmailPreferencesView> {
  const off = new Set(await listEmailOptOuts(deps.db, userId));
  return Object.fromEntries(EMAIL_EVENTS.map((event) => [event, !off.has(event)])) as EmailPreferencesView;
}

/** `myEmailPreferences`: the viewer's six switches, all on until they switch one off. */
export async function getMyEmailPreferences(deps: DomainDeps, caller: Caller): Promise<EmailPreferencesView> {
  const viewer = requireViewer(caller);
  return preferencesOf(deps, viewer.userId);
}

/** `updateEmailPreferences(input)`: sets the viewer's switches named in the input; answers all six. */
export async function updateEmailPreferences(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<EmailPreferencesView> {
  const viewer = requireViewer(caller);
  const changes = parseInput(updateEmailPreferencesSchema, input);
  const named = EMAIL_EVENTS.filter((event) => typeof changes[event] === 'boolean');
  await deps.db.transaction(async (tx) => {
    await insertEmailOptOuts(
      tx,
      viewer.userId,
      named.filter((event) => changes[event] === false),
      deps.now(),
    );
    await deleteEmailOptOuts(
      tx,
      viewer.userId,
      named.filter((event) => changes[event] === true),
    );
  });
  return preferencesOf(deps, viewer.userId);
}

/**
 * What an unsubscribe link names (decision 0058), or null when the token is malformed, forged or
 * names no switchable event. Needs no session: the signed token is the permission.
 */
export function readUnsubscribeLink(deps: DomainDeps, token: string | undefined): UnsubscribeGrant | null {
  const grant = deps.unsubscribeLinks.read(token);
  return grant && isEmailEvent(grant.event) ? grant : null;
}

/**
 * The one-click unsubscribe (RFC 8058): switches the link's event off for its user at once. A link
 * of an account that no longer exists answers null like a bad one.
 */
export async function unsubscribeByLink(deps: DomainDeps, token: string | undefined): Promise<UnsubscribeGrant | null> {
  const grant = readUnsubscribeLink(deps, token);
  if (!grant || !(await findUserById(deps.db, grant.userId))) return null;
  await insertEmailOptOuts(deps.db, grant.userId, [grant.event], deps.now());
  return grant;
}
