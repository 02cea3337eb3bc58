import { listOutboxMail } from '@manara/db';
import { createTestDatabase, type TestDatabase } from '@manara/db/testing';
import type { Logger } from '@manara/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer';
import { startSmtpStandIn } from './testing/smtp-stand-in';

// The SMTP adapter against a local server speaking SMTP: what a relay receives, and the outbox's record.

let database: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
const quiet = { info() {}, warn() {}, error() {}, debug() {}, child: () => quiet } as unknown as Logger;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpStandIn();
});
afterAll(async () => {
  await smtp?.close();
  await database?.destroy();
});

describe('SMTP mailer', () => {
  it('delivers both parts in UTF-8 with the one-click unsubscribe headers, and records it as sent', async () => {
    const mailer = createSmtpMailer(database.db, quiet, smtp.url, 'Manara <no-reply@manara.test>');
    await mailer.send({
      to: 'nour@example.com',
      subject: 'تم تأكيد طلبك',
      text: 'شكرًا لك',
      html: '<p dir="rtl">شكرًا لك</p>',
      template: 'purchase-receipt',
      locale: 'ar',
      headers: {
        'List-Unsubscribe': '<https://manara.test/unsubscribe?token=abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'no-reply@manara.test', to: ['nour@example.com'] });
    const headers = mail!.raw.slice(0, mail!.raw.indexOf('\r\n\r\n'));
    expect(headers).toMatch(/^List-Unsubscribe: <https:\/\/manara\.test\/unsubscribe\?token=abc>$/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(headers).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(mail!.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(mail!.raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
    const [recorded] = await listOutboxMail(database.db, { to: 'nour@example.com' });
    expect(recorded).toMatchObject({ subject: 'تم تأكيد طلبك', error: null });
    expect(recorded!.sentAt).toBeInstanceOf(Date);
  });

  it('records a refused delivery with the relay’s answer instead of failing the caller', async () => {
    const mailer = createSmtpMailer(database.db, quiet, smtp.url, 'no-reply@manara.test');
    await expect(
      mailer.send({
        to: 'ghost@refused.test',
        subject: 'Hello',
        text: 'x',
        html: '<p>x</p>',
        template: 'test',
        locale: 'en',
      }),
    ).resolves.toBeUndefined();
    const [recorded] = await listOutboxMail(database.db, { to: 'ghost@refused.test' });
    expect(recorded!.sentAt).toBeNull();
    expect(recorded!.error).toMatch(/550|mailbox/i);
  });
});
