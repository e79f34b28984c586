import { expect } from '@open-wc/testing';
import { isHexColour as contractHex } from '../../../src/api/brand';
import { BRAND_FONTS, isHexColour as domainHex } from '../../../src/domain/brand';
import { BRAND_FONT_KEYS } from '../../../src/api/brand';

// The contract (src/api) and the brand's rules (src/domain) may not import each other's values:
// the form of a colour is written in both, and held equal here.
describe('the form of a brand colour', () => {
  it('is the same for the contract and the brand rules', () => {
    const values = [
      '#abc',
      '#ABC',
      '#a1b2c3',
      '#A1B2C3',
      'abc',
      '#ab',
      '#abcd',
      '#abcde',
      '#abcdefa',
      '#ggg',
      ' #abc',
      '#abc ',
      '',
      'red',
      '#12345g',
    ];
    for (const value of values) expect(domainHex(value), value).to.equal(contractHex(value));
    expect(values.filter(contractHex)).to.deep.equal(['#abc', '#ABC', '#a1b2c3', '#A1B2C3']);
  });

  it('offers a stack for every font the contract accepts', () => {
    expect(Object.keys(BRAND_FONTS).sort()).to.deep.equal([...BRAND_FONT_KEYS].sort());
  });
});
