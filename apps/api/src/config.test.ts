import { defaultCertificateIssuer, defaultInvoiceSeller } from '@manara/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig: the school on certificates, invoices and the contact form', () => {
  it('keeps the demo values when nothing is set', () => {
    expect(loadConfig({}).site).toEqual({});
  });

  it('reads each deployment’s own names, seller block and contact address', () => {
    const { site } = loadConfig({
      CERTIFICATE_ISSUER_NAME_EN: 'Nile Academy',
      LINKEDIN_ORGANIZATION_ID: 'not-digits',
      INVOICE_SELLER_TAX_NUMBER: '123-456-789',
      CONTACT_EMAIL: 'help@nile.example',
    });
    expect(site.certificateIssuer).toEqual({
      arName: defaultCertificateIssuer.arName,
      enName: 'Nile Academy',
      linkedInOrganizationId: undefined,
    });
    expect(site.invoiceSeller).toEqual({ ...defaultInvoiceSeller, taxRegistrationNumber: '123-456-789' });
    expect(site.contactEmail).toBe('help@nile.example');
  });
});

describe('loadConfig: the IP-to-country service', () => {
  it('is off unless IP_COUNTRY_URL is set, and refuses a URL that is not http(s)', () => {
    expect(loadConfig({}).ipCountryUrl).toBeUndefined();
    expect(loadConfig({ IP_COUNTRY_URL: ' https://ip2c.org/ ' }).ipCountryUrl).toBe('https://ip2c.org/');
    expect(() => loadConfig({ IP_COUNTRY_URL: 'ftp://example.com/' })).toThrow(/IP_COUNTRY_URL/);
    expect(() => loadConfig({ IP_COUNTRY_URL: 'not a url' })).toThrow(/IP_COUNTRY_URL/);
  });
});

describe('loadConfig: the resized images’ disk cache', () => {
  it('takes 1 GiB unless IMAGE_CACHE_MAX_MB says otherwise, and refuses anything but a positive number', () => {
    expect(loadConfig({}).imageCacheMaxBytes).toBe(1024 * 1024 * 1024);
    expect(loadConfig({ IMAGE_CACHE_MAX_MB: '200' }).imageCacheMaxBytes).toBe(200 * 1024 * 1024);
    expect(() => loadConfig({ IMAGE_CACHE_MAX_MB: '0' })).toThrow(/IMAGE_CACHE_MAX_MB/);
    expect(() => loadConfig({ IMAGE_CACHE_MAX_MB: 'lots' })).toThrow(/IMAGE_CACHE_MAX_MB/);
  });
});
