import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { maskPhone, normalizeMpesaPhone } from '../../../../server/services/mpesa-phone';

describe('M-Pesa numbers', () => {
  it('normalises the usual ways of writing a Kenyan mobile number to 2547XXXXXXXX or 2541XXXXXXXX', () => {
    for (const [typed, expected] of [
      ['0712345678', '254712345678'],
      ['0712 345 678', '254712345678'],
      ['0712-345-678', '254712345678'],
      ['+254712345678', '254712345678'],
      ['+254 712 345 678', '254712345678'],
      ['254712345678', '254712345678'],
      ['712345678', '254712345678'],
      ['0110345678', '254110345678'],
      ['+254110345678', '254110345678'],
      ['110345678', '254110345678'],
    ]) {
      assert.equal(normalizeMpesaPhone(typed!), expected, typed);
    }
  });

  it('refuses anything else', () => {
    for (const typed of ['', '0812345678', '+255712345678', '071234567', '07123456789', '2547123456789', '+0712345678', 'phone', '0020712345678']) {
      assert.equal(normalizeMpesaPhone(typed), null, typed);
    }
  });

  it('masks all but the first and last four digits', () => {
    assert.equal(maskPhone('254712345678'), '2547****5678');
    assert.equal(maskPhone('254110000000'), '2541****0000');
  });
});
