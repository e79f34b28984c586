import { expect } from '@open-wc/testing';
import { formatMoney } from '../../../../../src/domain/money';
import { cardText, paidWith } from '../../../../../widgets/account/cardWords';
import { chargeNote } from '../../../../../widgets/account/chargeWords';
import { nextPayment, phoneHint, planName, statusText } from '../../../../../widgets/account/overview/words';

const visa = { brand: 'visa', last4: '4242', exp_month: 3, exp_year: 2029 };

describe("the account overview's sentences", () => {
  it('names a plan by its students and length, or a new plan', () => {
    expect(planName(2, 1)).to.equal('2 Students, Monthly');
    expect(planName(1, null)).to.equal('1 Student');
    expect(planName(null, 12)).to.equal('a new plan');
  });

  it('says how the next payment is taken', () => {
    expect(nextPayment('Ksh 4,500', 'card', visa)).to.equal('Ksh 4,500 by Visa ending in 4242');
    expect(nextPayment('Ksh 4,500', 'card', null)).to.equal('Ksh 4,500 by card');
    expect(nextPayment('Ksh 4,500', 'mpesa', null)).to.equal('Ksh 4,500 by M-Pesa');
    expect(nextPayment('Ksh 4,500', null, null)).to.equal('Ksh 4,500');
  });

  it("says why the next charge is not the plan's price: the credit spent, or what is owed added", () => {
    const ksh = (minor: number) => formatMoney(minor, 'Ksh');
    expect(chargeNote({ price: 90000, balance: -33900 }, ksh)).to.equal('Ksh 900 less your Ksh 339 credit');
    expect(chargeNote({ price: 90000, balance: 12050 }, ksh)).to.equal('Ksh 900 plus the Ksh 120.50 you owe');
    expect(chargeNote({ price: 90000, balance: 0 }, ksh)).to.equal(null);
  });

  it('writes a status in words, a cancelled active plan as such, an unknown one as it came', () => {
    expect(statusText('active', false)).to.equal('Active');
    expect(statusText('active', true)).to.equal('Active (cancelled)');
    expect(statusText('failed_declined', false)).to.equal('Card Declined');
    expect(statusText('on_hold', false)).to.equal('on_hold');
    expect(statusText('toString', false)).to.equal('toString');
  });

  it('hints at the countries a phone number may come from, or nothing', () => {
    expect(phoneHint(' ke, ug ,')).to.equal('Include the country code. Numbers from KE, UG.');
    expect(phoneHint('')).to.equal(undefined);
    expect(phoneHint(undefined)).to.equal(undefined);
  });

  it('names a card with its expiry, and how an order was paid', () => {
    expect(cardText(visa)).to.equal('Visa ending in 4242, expires 03/2029');
    expect(paidWith({ method: 'card', brand: 'mastercard', last4: '4444' })).to.equal('Mastercard ending in 4444');
    expect(paidWith({ method: 'card' })).to.equal('Card');
    expect(paidWith({ method: 'mpesa', phone: '+254712345678' })).to.equal('M-Pesa +254712345678');
    expect(paidWith({ method: 'mpesa' })).to.equal('M-Pesa');
  });
});
