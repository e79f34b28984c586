import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { phoneError } from '../../../src/api/phone';
import * as en from '../../../src/api/phoneTexts';
import { translate } from '../../../src/api/lang/index';
import { kiswahiliOf } from './twins';

/*
 * Texts the SDK shows before a call, in the server's words for the same refusal
 * (src/api/phoneTexts.ts): the English is what the server's rule writes, and each language's twin
 * is what the server answers in that language, so a family reads one text whether the shop or
 * the server refused the number.
 */
describe("the SDK's copies of the server's words", () => {
  it('say in English what the rules write', () => {
    assert.equal(en.MPESA_PHONE_INVALID, phoneError('M-Pesa phone number', ['KE']));
    assert.equal(en.MPESA_PHONE_REQUIRED, 'The M-Pesa phone number field is required.');
  });

  it('say in Kiswahili what the server answers in Kiswahili', async () => {
    const twin = await kiswahiliOf<Record<string, string>>('src/api/phoneTexts.ts');
    assert.deepEqual(Object.keys(twin).sort(), Object.keys(en).sort());
    for (const [name, text] of Object.entries(en)) {
      assert.notEqual(translate(text, 'sw'), text, `${name} has a Kiswahili template`);
      assert.equal(twin[name], translate(text, 'sw'), name);
    }
  });
});
