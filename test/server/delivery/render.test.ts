import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CATALOGUES, TEMPLATE_NAMES } from '../../../server/messages/catalogue';
import { renderEmail, renderSms } from '../../../server/messages/render';

describe('messages rendered from the catalogue', () => {
  it('writes the recovery email as subject, plain text and HTML, and the text message', () => {
    const email = renderEmail('recovery_code', { code: '042917', minutes: 15 });
    assert.equal(email.subject, 'Your password reset code');
    assert.equal(
      email.text,
      'Your password reset code is 042917.\n\nIt expires in 15 minutes. If you did not ask to reset your password, ignore this message.',
    );
    assert.match(email.html, /^<!doctype html><html lang="en">/);
    assert.match(email.html, /<p[^>]*>Your password reset code is 042917\.<\/p>/);
    assert.equal(
      renderSms('recovery_code', { code: '042917', minutes: 15 }),
      'Your password reset code is 042917. It expires in 15 minutes. If you did not ask for it, ignore this message.',
    );
  });

  it('escapes values in the HTML and leaves them as they are in the text', () => {
    const email = renderEmail('recovery_code', { code: '<b>"1&2"</b>', minutes: 15 });
    assert.ok(email.html.includes('&#60;b&#62;&#34;1&#38;2&#34;&#60;/b&#62;'));
    assert.ok(!email.html.includes('<b>'));
    assert.ok(email.text.includes('<b>"1&2"</b>'));
  });

  it('makes a web address a link in the HTML, escaped, and leaves it as it is in the text', () => {
    const values = { name: 'Njeri', amount: 'Ksh 1,250', plan: '3 students, Monthly', date: 'Mar 4, 2027' };
    const email = renderEmail('receipt', {
      ...values,
      method: 'Visa •••• 4242',
      order: 12,
      brand: 'Hill <School>',
      link: 'http://portal.test/account/receipt/12?a=1&b=2',
    });
    assert.ok(
      email.html.includes(
        '<a href="http://portal.test/account/receipt/12?a=1&#38;b=2">http://portal.test/account/receipt/12?a=1&#38;b=2</a>',
      ),
      email.html,
    );
    assert.ok(email.html.includes('Hill &#60;School&#62;'), 'any other value is text');
    assert.ok(email.text.includes('Your receipt: http://portal.test/account/receipt/12?a=1&b=2'), email.text);
  });

  it('falls back to English for a language the portal does not have yet', () => {
    assert.deepEqual(
      renderEmail('recovery_code', { code: '1', minutes: 2 }, 'xx'),
      renderEmail('recovery_code', { code: '1', minutes: 2 }),
    );
  });

  it('has every template in every language, with no text left empty', () => {
    for (const [locale, catalogue] of Object.entries(CATALOGUES)) {
      assert.deepEqual(Object.keys(catalogue).sort(), [...TEMPLATE_NAMES].sort(), locale);
      for (const template of Object.values(catalogue)) {
        assert.ok(template.subject && template.sms && template.text.length > 0 && template.text.every(Boolean), locale);
      }
    }
  });
});
