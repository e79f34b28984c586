import { expect } from '@open-wc/testing';
import { formatMoney, toMajor } from '../../../src/domain/money';

describe('formatMoney', () => {
  it('divides minor units by 100 and groups thousands', () => {
    expect(formatMoney(150000, 'Ksh')).to.equal('Ksh 1,500');
    expect(formatMoney(123456700, 'Ksh')).to.equal('Ksh 1,234,567');
  });

  it('shows cents only when the amount is not whole', () => {
    expect(formatMoney(150050, 'Ksh')).to.equal('Ksh 1,500.50');
    expect(formatMoney(150001, 'Ksh')).to.equal('Ksh 1,500.01');
    expect(formatMoney(150099, 'Ksh')).to.equal('Ksh 1,500.99');
    expect(formatMoney(150100, 'Ksh')).to.equal('Ksh 1,501');
  });

  it('formats zero and amounts below one unit', () => {
    expect(formatMoney(0, 'Ksh')).to.equal('Ksh 0');
    expect(formatMoney(1, 'Ksh')).to.equal('Ksh 0.01');
    expect(formatMoney(99, 'Ksh')).to.equal('Ksh 0.99');
    expect(formatMoney(100, 'Ksh')).to.equal('Ksh 1');
  });

  it('puts the sign before the currency', () => {
    expect(formatMoney(-150000, 'Ksh')).to.equal('-Ksh 1,500');
    expect(formatMoney(-150050, 'Ksh')).to.equal('-Ksh 1,500.50');
    expect(formatMoney(-1, 'Ksh')).to.equal('-Ksh 0.01');
    expect(formatMoney(-0, 'Ksh')).to.equal('Ksh 0');
  });

  it('rounds fractions of a minor unit', () => {
    expect(formatMoney(150000.4, 'Ksh')).to.equal('Ksh 1,500');
    expect(formatMoney(150049.6, 'Ksh')).to.equal('Ksh 1,500.50');
  });

  it('uses any currency and omits an empty one', () => {
    expect(formatMoney(2500, 'USD')).to.equal('USD 25');
    expect(formatMoney(2500, '')).to.equal('25');
  });

  it('follows a given locale', () => {
    expect(formatMoney(150050, 'Ksh', 'de-DE')).to.equal('Ksh 1.500,50');
    expect(formatMoney(150000, 'Ksh', 'de-DE')).to.equal('Ksh 1.500');
    expect(formatMoney(150000, 'Ksh', 'en-KE')).to.equal('Ksh 1,500');
  });
});

describe('toMajor', () => {
  it('divides by 100', () => {
    expect(toMajor(150050)).to.equal(1500.5);
    expect(toMajor(0)).to.equal(0);
    expect(toMajor(-100)).to.equal(-1);
  });
});
