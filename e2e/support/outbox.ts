/** Reads the newest verification code mailed to an address from the API's development outbox. */
export async function latestCode(apiUrl: string, email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${apiUrl}/dev/outbox?to=${encodeURIComponent(email)}`);
    const { items } = (await response.json()) as { items: { text: string }[] };
    const code = items[0]?.text.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code mailed to ${email}`);
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  template: string;
  headers: Record<string, string> | null;
}

/** The newest mail of a template sent to an address (the API's runner sends queued mail within seconds). */
export async function latestMail(
  apiUrl: string,
  email: string,
  template: string,
  timeoutMs = 15_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${apiUrl}/dev/outbox?to=${encodeURIComponent(email)}`);
    const { items } = (await response.json()) as { items: OutboxMail[] };
    const mail = items.find((item) => item.template === template);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${template} mail to ${email}`);
}
