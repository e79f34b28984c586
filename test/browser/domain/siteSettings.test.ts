import { expect } from '@open-wc/testing';
import {
  changedSettings,
  countryCodes,
  courseIds,
  isCountryList,
  joinCourseIds,
} from '../../../src/domain/siteSettings';

describe('changedSettings', () => {
  it('keeps only the settings that changed', () => {
    const loaded = { debug: false, ga: 'G-1', phone_countries: 'KE', tutor_enabled: true };
    expect(changedSettings(loaded, { ...loaded })).to.deep.equal({});
    expect(changedSettings(loaded, { ...loaded, debug: true, ga: 'G-2' })).to.deep.equal({ debug: true, ga: 'G-2' });
  });

  it('compares lists and objects by value', () => {
    const loaded = { lines: [{ text: 'a' }], other: 1 };
    expect(changedSettings(loaded, { lines: [{ text: 'a' }], other: 1 })).to.deep.equal({});
    expect(changedSettings(loaded, { lines: [{ text: 'b' }], other: 1 })).to.deep.equal({ lines: [{ text: 'b' }] });
  });

  it('sends a cleared value', () => {
    const loaded: Record<string, unknown> = { ga: 'G-1', key: null };
    expect(changedSettings(loaded, { ga: '', key: null })).to.deep.equal({ ga: '' });
    expect(changedSettings(loaded, { ga: 'G-1', key: {} })).to.deep.equal({ key: {} });
  });
});

describe('phone countries', () => {
  it('reads a comma list of codes', () => {
    expect(countryCodes('KE, ug,TZ')).to.deep.equal(['KE', 'UG', 'TZ']);
    expect(countryCodes('')).to.deep.equal([]);
    expect(countryCodes('KE,,')).to.deep.equal(['KE']);
  });

  it('hints whether the list reads as alpha-2 codes', () => {
    expect(isCountryList('KE')).to.equal(true);
    expect(isCountryList('KE, UG,tz')).to.equal(true);
    expect(isCountryList('')).to.equal(true);
    expect(isCountryList('KEN')).to.equal(false);
    expect(isCountryList('K')).to.equal(false);
    expect(isCountryList('KE;UG')).to.equal(false);
    expect(isCountryList('KE,')).to.equal(false);
    expect(isCountryList('K1')).to.equal(false);
  });
});

describe('tutor course ids', () => {
  it('splits and joins the comma string', () => {
    expect(courseIds('12, 15,,18')).to.deep.equal(['12', '15', '18']);
    expect(courseIds('')).to.deep.equal([]);
    expect(courseIds(null)).to.deep.equal([]);
    expect(joinCourseIds(['12', ' 15 ', ''])).to.equal('12,15');
    expect(joinCourseIds([])).to.equal('');
  });
});
