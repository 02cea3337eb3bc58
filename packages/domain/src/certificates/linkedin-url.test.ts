import { describe, expect, it } from 'vitest';
import { linkedInAddToProfileUrl } from './linkedin-url';

const base = {
  name: 'Sports Nutrition Basics',
  organizationName: 'Manara',
  certUrl: 'https://manara.test/en/certification/abc',
  certId: 'MNR-7K2Q-9XCD',
};

describe('linkedInAddToProfileUrl', () => {
  it('fills the certification task with a 1-based month on the Cairo calendar', () => {
    // 23:30 UTC on 31 Dec 2026 is January 2027 in Cairo: a 0-based or UTC month would say 11 or 12.
    const url = new URL(linkedInAddToProfileUrl({ ...base, issuedAt: new Date('2026-12-31T23:30:00Z') }));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Sports Nutrition Basics',
      organizationName: 'Manara',
      issueYear: '2027',
      issueMonth: '1',
      certUrl: 'https://manara.test/en/certification/abc',
      certId: 'MNR-7K2Q-9XCD',
    });
  });

  it('names the organisation by LinkedIn id when one is configured', () => {
    const url = new URL(
      linkedInAddToProfileUrl({ ...base, organizationId: '1234567', issuedAt: new Date('2026-05-10T10:00:00Z') }),
    );
    expect(url.searchParams.get('organizationId')).toBe('1234567');
    expect(url.searchParams.has('organizationName')).toBe(false);
    expect(url.searchParams.get('issueMonth')).toBe('5');
  });
});
