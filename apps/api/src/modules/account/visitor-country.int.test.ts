import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIpCountryService } from '../../adapters/geo/ip-country-service';
import { startIpCountryStandIn, type IpCountryStandIn } from '../../adapters/geo/testing/ip-country-stand-in';
import { createTestServer, silentLogger, type TestServer } from '../../testing/test-server';

const VISITOR_COUNTRY = 'query visitorCountry { visitorCountry { success code data } }';

let standIn: IpCountryStandIn;
let server: TestServer;
let unconfigured: TestServer;

beforeAll(async () => {
  standIn = await startIpCountryStandIn({ '41.33.1.1': ['EG', 'EGY', 'Egypt'], '5.1.2.3': ['SA', 'SAU', 'Saudi'] });
  server = await createTestServer({ countryLookup: createIpCountryService(standIn.url, silentLogger) });
  unconfigured = await createTestServer();
});
afterAll(async () => {
  await Promise.all([server.close(), unconfigured.close()]);
  await standIn.close();
});

describe('visitorCountry', () => {
  it("answers the visitor's country from the address our web server names, for anyone", async () => {
    const egypt = await server.gql(VISITOR_COUNTRY, { ip: '41.33.1.1' });
    expect(egypt.body.data!.visitorCountry).toEqual({ success: true, code: 'OK', data: 'EG' });
    const saudi = await server.gql(VISITOR_COUNTRY, { ip: '5.1.2.3', locale: 'en' });
    expect(saudi.body.data!.visitorCountry.data).toBe('SA');
  });

  it('answers null for an address the service does not know', async () => {
    const unknown = await server.gql(VISITOR_COUNTRY, { ip: '8.8.8.8' });
    expect(unknown.body.data!.visitorCountry).toMatchObject({ success: true, data: null });
  });

  it('does not believe a forwarded address without the proxy secret (the socket is loopback)', async () => {
    const before = standIn.asked.length;
    const spoofed = await server.gql(VISITOR_COUNTRY, { headers: { 'x-forwarded-for': '41.33.1.1' } });
    expect(spoofed.body.data!.visitorCountry).toMatchObject({ success: true, data: null });
    expect(standIn.asked.length).toBe(before);
  });

  it('answers null when no service is configured', async () => {
    const none = await unconfigured.gql(VISITOR_COUNTRY, { ip: '41.33.1.1' });
    expect(none.body.data!.visitorCountry).toMatchObject({ success: true, data: null });
  });
});
