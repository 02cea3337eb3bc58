import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createIpCountryService, parseIpCountryAnswer } from './ip-country-service';
import { startIpCountryStandIn, type IpCountryStandIn } from './testing/ip-country-stand-in';

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
let standIn: IpCountryStandIn;

beforeAll(async () => {
  standIn = await startIpCountryStandIn(
    { '41.33.1.1': ['EG', 'EGY', 'Egypt'], '2001:4860::8888': ['US', 'USA', 'United States'] },
    ['5.5.5.5'],
  );
});
afterAll(() => standIn.close());

describe('parseIpCountryAnswer', () => {
  it('reads the code after a leading 1, and nothing else', () => {
    expect(parseIpCountryAnswer('1;EG;EGY;Egypt')).toBe('EG');
    expect(parseIpCountryAnswer('0;;;WRONG INPUT')).toBeNull();
    expect(parseIpCountryAnswer('2;;;UNKNOWN')).toBeNull();
    expect(parseIpCountryAnswer('1;e1;;')).toBeNull();
    expect(parseIpCountryAnswer('')).toBeNull();
  });
});

describe('the IP-to-country service adapter', () => {
  it('asks the service for public addresses and caches each answer', async () => {
    const lookup = createIpCountryService(standIn.url, logger);
    expect(await lookup.countryOf('41.33.1.1')).toBe('EG');
    expect(await lookup.countryOf('::ffff:41.33.1.1')).toBe('EG');
    expect(await lookup.countryOf('2001:4860::8888')).toBe('US');
    expect(await lookup.countryOf('8.8.4.4')).toBeNull();
    expect(await lookup.countryOf('8.8.4.4')).toBeNull();
    expect(standIn.asked.filter((a) => a === '41.33.1.1')).toHaveLength(1);
    expect(standIn.asked.filter((a) => a === '8.8.4.4')).toHaveLength(1);
  });

  it('never sends private, loopback or malformed addresses', async () => {
    const lookup = createIpCountryService(standIn.url, logger);
    const before = standIn.asked.length;
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.9',
      '172.20.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      'nonsense',
      '',
    ])
      expect(await lookup.countryOf(address)).toBeNull();
    expect(standIn.asked.length).toBe(before);
  });

  it('answers null when the service fails, and asks again next time', async () => {
    const lookup = createIpCountryService(standIn.url, logger);
    expect(await lookup.countryOf('5.5.5.5')).toBeNull();
    expect(await lookup.countryOf('5.5.5.5')).toBeNull();
    expect(standIn.asked.filter((a) => a === '5.5.5.5')).toHaveLength(2);
    expect(logger.warn).toHaveBeenCalled();
  });

  it('answers null when nothing listens', async () => {
    const lookup = createIpCountryService('http://127.0.0.1:9/', logger);
    expect(await lookup.countryOf('41.33.1.1')).toBeNull();
  });
});
