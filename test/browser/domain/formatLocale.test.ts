import { expect } from '@open-wc/testing';
import { formatDate } from '../../../src/domain/dates';
import { formatLocale } from '../../../src/domain/formatLocale';
import { formatLocale as swFormatLocale } from '../../../src/domain/formatLocale.sw';

describe('formatLocale: the locale of amounts and dates when the page names none', () => {
  it("keeps the page's locale in every language", () => {
    expect(formatLocale('fr-FR', 'en-US')).to.equal('fr-FR');
    expect(swFormatLocale('en-KE', 'en-US')).to.equal('en-KE');
  });

  it("is the fallback (or the browser's) in English and Kenya's Kiswahili in Kiswahili", () => {
    expect(formatLocale(undefined, 'en-US')).to.equal('en-US');
    expect(formatLocale(undefined)).to.equal(undefined);
    expect(swFormatLocale(undefined, 'en-US')).to.equal('sw-KE');
    expect(formatDate('2026-12-26T00:00:00Z', swFormatLocale(undefined))).to.equal('26 Des 2026');
  });
});
