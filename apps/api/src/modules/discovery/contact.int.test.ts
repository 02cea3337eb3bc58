import { listContactMessages } from '@manara/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../../testing/auth-flows';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { ENVELOPE } from '../catalog/testing/documents';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const SEND = `mutation S($input: SendContactMessageInput) { sendContactMessage(input: $input) { ${ENVELOPE} data } }`;
const valid = {
  name: 'Hoda Ali',
  email: 'Hoda@Example.com',
  phone: '+20 ١٠٠ ١٢٣ ٤٥٦٧',
  subject: 'Group discount',
  message: 'Do you offer discounts for teams of ten?',
};
const send = async (input: Record<string, unknown>, ip: string, locale?: 'ar' | 'en') =>
  (await server.gql(SEND, { variables: { input }, ip, locale })).body.data!.sendContactMessage;

describe('sendContactMessage', () => {
  it('stores the message and mails it to the support address', async () => {
    const ip = freshIp();
    expect(await send(valid, ip, 'en')).toEqual({
      code: 'OK',
      message: 'Done successfully',
      success: true,
      fieldErrors: [],
      data: true,
    });
    const [stored] = await listContactMessages(server.database.db, 1);
    expect(stored).toMatchObject({
      name: 'Hoda Ali',
      email: 'hoda@example.com',
      phone: '+201001234567',
      subject: 'Group discount',
      ip,
      locale: 'EN',
    });
    const [mail] = await server.mails('support@manara.test');
    expect(mail).toMatchObject({ subject: 'Contact form: Group discount', template: 'contact-message', locale: 'EN' });
    expect(mail!.text).toContain('Do you offer discounts for teams of ten?');
    expect(mail!.text).toContain('hoda@example.com');
  });

  it('drops markup from the sender’s text and escapes what is left in the mail HTML', async () => {
    await send(
      { ...valid, name: '<script>x</script>Hoda', message: 'Hello <img src=x onerror=alert(1)> there, 3 < 5 & "ok"' },
      freshIp(),
    );
    const [mail] = await server.mails('support@manara.test');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).not.toContain('<img');
    expect(mail!.html).toContain('xHoda');
    expect(mail!.html).toContain('3 &lt; 5 &amp; &quot;ok&quot;');
  });

  it('validates each field and says which, in the request language', async () => {
    const res = await send(
      { name: ' ', email: 'not-an-email', phone: '12ab', subject: '', message: 'short' },
      freshIp(),
      'en',
    );
    expect(res.code).toBe('VALIDATION_FAILED');
    expect(res.fieldErrors).toEqual([
      { field: 'name', message: 'This field is required.' },
      { field: 'email', message: 'Enter a valid email address.' },
      { field: 'phone', message: 'The phone number is not valid.' },
      { field: 'subject', message: 'This field is required.' },
      { field: 'message', message: 'The text is too short (at least 10 characters).' },
    ]);
    const long = await send({ ...valid, message: 'x'.repeat(5001) }, freshIp(), 'ar');
    expect(long.fieldErrors).toEqual([{ field: 'message', message: 'النص أطول من المسموح (الحد الأقصى ٥٬٠٠٠ حرف).' }]);
    expect((await send({ ...valid, phone: null }, freshIp())).success).toBe(true);
  });

  it('limits each client address to 5 messages an hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await send(valid, ip)).code).toBe('OK');
    const before = (await listContactMessages(server.database.db, 100)).length;
    const blocked = await send(valid, ip, 'en');
    expect(blocked).toMatchObject({
      code: 'RATE_LIMITED',
      success: false,
      message: 'Too many attempts. Please wait a moment and try again.',
    });
    expect((await listContactMessages(server.database.db, 100)).length).toBe(before);
    expect((await send(valid, freshIp())).code).toBe('OK');
  });

  it('mails the configured contact address (CONTACT_EMAIL) when there is one', async () => {
    const configured = await createTestServer({ site: { contactEmail: 'team@manara.test' } });
    try {
      const answer = await configured.gql(SEND, { variables: { input: valid }, ip: freshIp() });
      expect(answer.body.data!.sendContactMessage).toMatchObject({ code: 'OK' });
      expect(await configured.mails('team@manara.test')).toHaveLength(1);
    } finally {
      await configured.close();
    }
  });
});
