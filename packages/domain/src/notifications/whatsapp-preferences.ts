import { deleteWhatsAppOptIns, findLatestWhatsAppMessage, insertWhatsAppOptIns, listWhatsAppOptIns } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { requireViewer } from '../identity/index';
import { loadActiveUser } from '../account/index';
import { parseInput } from '../validation/index';
import { WHATSAPP_EVENTS, type WhatsAppEvent } from './whatsapp-events';
import { WHATSAPP_TEMPLATES } from './whatsapp-templates';
import { updateWhatsAppPreferencesSchema } from './schemas';

/** Meta's "message undeliverable": the number has no WhatsApp. */
const NOT_ON_WHATSAPP = 131026;

/** The viewer's WhatsApp channel (decision 0068): whether it exists here, their phone and its switches. */
export interface WhatsAppSettingsView {
  /** False when the school has not configured WhatsApp (production without its keys). */
  available: boolean;
  phone: string | null;
  phoneVerified: boolean;
  /**
   * What became of the last code sent to the saved phone: queued, sent, delivered, read, failed,
   * or notOnWhatsApp (the provider reported the number cannot receive WhatsApp); null before any.
   */
  codeDelivery: string | null;
  events: Record<WhatsAppEvent, boolean>;
}

async function settingsOf(deps: DomainDeps, caller: Caller): Promise<WhatsAppSettingsView> {
  const user = await loadActiveUser(deps, requireViewer(caller));
  const on = new Set(await listWhatsAppOptIns(deps.db, user.id));
  const code = user.phone
    ? await findLatestWhatsAppMessage(deps.db, { userId: user.id, to: user.phone, template: WHATSAPP_TEMPLATES.code })
    : null;
  return {
    available: Boolean(deps.whatsapp),
    phone: user.phone,
    phoneVerified: Boolean(user.phone && user.phoneVerifiedAt),
    codeDelivery: code ? (code.errorCode === NOT_ON_WHATSAPP ? 'notOnWhatsApp' : code.status) : null,
    events: Object.fromEntries(WHATSAPP_EVENTS.map((event) => [event, on.has(event)])) as Record<
      WhatsAppEvent,
      boolean
    >,
  };
}

/** `myWhatsAppSettings`: the viewer's own; every switch off until they turn it on. */
export async function getMyWhatsAppSettings(deps: DomainDeps, caller: Caller): Promise<WhatsAppSettingsView> {
  return settingsOf(deps, caller);
}

/**
 * `updateWhatsAppPreferences(input)`: sets the switches named in the input. Switching one on needs
 * the channel and a verified phone (PHONE_NOT_VERIFIED); switching off always works.
 */
export async function updateWhatsAppPreferences(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<WhatsAppSettingsView> {
  const viewer = requireViewer(caller);
  const changes = parseInput(updateWhatsAppPreferencesSchema, input);
  const named = WHATSAPP_EVENTS.filter((event) => typeof changes[event] === 'boolean');
  const on = named.filter((event) => changes[event] === true);
  if (on.length > 0) {
    if (!deps.whatsapp) throw new AppError('WHATSAPP_NOT_CONFIGURED');
    const user = await loadActiveUser(deps, viewer);
    if (!user.phone || !user.phoneVerifiedAt) throw new AppError('PHONE_NOT_VERIFIED');
  }
  await deps.db.transaction(async (tx) => {
    await insertWhatsAppOptIns(tx, viewer.userId, on, deps.now());
    await deleteWhatsAppOptIns(
      tx,
      viewer.userId,
      named.filter((event) => changes[event] === false),
    );
  });
  return settingsOf(deps, caller);
}
