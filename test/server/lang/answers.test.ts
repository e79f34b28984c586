import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../harness';

/*
 * The language of the server's answers (docs/languages.md): the account's own choice, else the
 * request's Accept-Language, else English; every answer in words says which with Content-Language.
 */
describe('answers in the family language', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  const sw = { 'accept-language': 'sw-KE' };
  const en = { 'accept-language': 'en-GB,en;q=0.9' };

  const latestMessage = async (recipient: string) =>
    t.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).orderBy('id', 'desc').executeTakeFirst();

  describe('a 422', () => {
    it('is in Kiswahili, under its field, for Accept-Language: sw-KE', async () => {
      const parent = await t.newParent();
      const answer = await t.patch(
        '/api/me',
        { email: 'not-an-address' },
        { token: parent.token, form: true, headers: sw },
      );
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body, {
        message: 'Sehemu ya barua pepe lazima iwe anwani sahihi ya barua pepe.',
        errors: { email: ['Sehemu ya barua pepe lazima iwe anwani sahihi ya barua pepe.'] },
      });
      assert.equal(answer.headers['content-language'], 'sw');
    });

    it("sums several errors up in Kiswahili, as Laravel's message does", async () => {
      const answer = await t.post('/api/request_password_recovery', {}, { form: true, headers: sw });
      assert.equal(answer.status, 422);
      assert.equal(answer.body.message, 'Sehemu ya jina la kuingia inahitajika. (na makosa mengine 2)');
      assert.deepEqual(answer.body.errors.first_name, ['Sehemu ya jina la kwanza inahitajika.']);
    });

    it('stays in English, word for word, without a Kiswahili header', async () => {
      const parent = await t.newParent();
      const answer = await t.patch('/api/me', { email: 'not-an-address' }, { token: parent.token, form: true });
      assert.deepEqual(answer.body, {
        message: 'The email field must be a valid email address.',
        errors: { email: ['The email field must be a valid email address.'] },
      });
      assert.equal(answer.headers['content-language'], 'en');
    });
  });

  it('says 401 and 404 in Kiswahili', async () => {
    const anonymous = await t.get('/api/me', { headers: sw });
    assert.equal(anonymous.status, 401);
    assert.deepEqual(anonymous.body, { message: 'Tafadhali ingia kwenye akaunti yako kwanza.' });
    assert.equal(anonymous.headers['content-language'], 'sw');
    const missing = await t.get('/api/no-such-call', { headers: sw });
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.body, { message: 'Haikupatikana' });
  });

  describe("the account's own language", () => {
    it('is set and read through the profile, and cleared by a blank', async () => {
      const parent = await t.newParent();
      const set = await t.patch('/api/me', { locale: 'sw' }, { token: parent.token, form: true });
      assert.equal(set.status, 200);
      assert.equal(set.body.locale, 'sw');
      assert.equal((await t.get('/api/me', { token: parent.token })).body.locale, 'sw');
      const cleared = await t.patch('/api/me', { locale: '' }, { token: parent.token, form: true });
      assert.equal(cleared.status, 200);
      assert.equal('locale' in cleared.body, false);
      const json = await t.patch('/api/me', { locale: null }, { token: parent.token });
      assert.equal(json.status, 200);
    });

    it('is refused with a 422 in Laravel shape when Soma does not speak it', async () => {
      const parent = await t.newParent();
      for (const locale of ['fr', 'SW-KE', 'x'.repeat(300), 7]) {
        const answer = await t.patch('/api/me', { locale }, { token: parent.token });
        assert.equal(answer.status, 422, String(locale));
        assert.deepEqual(answer.body, {
          message: 'The selected locale is invalid.',
          errors: { locale: ['The selected locale is invalid.'] },
        });
      }
      const inKiswahili = await t.patch('/api/me', { locale: 'fr' }, { token: parent.token, headers: sw });
      assert.deepEqual(inKiswahili.body.errors, { locale: ['Chaguo la lugha si sahihi.'] });
    });

    it("wins over the browser's Accept-Language, from the next request on", async () => {
      const parent = await t.newParent();
      const before = await t.patch('/api/me', { email: 'nope' }, { token: parent.token, form: true, headers: en });
      assert.equal(before.headers['content-language'], 'en');
      await t.patch('/api/me', { locale: 'sw' }, { token: parent.token, form: true, headers: en });
      const after = await t.patch('/api/me', { email: 'nope' }, { token: parent.token, form: true, headers: en });
      assert.equal(after.headers['content-language'], 'sw');
      assert.deepEqual(after.body.errors, { email: ['Sehemu ya barua pepe lazima iwe anwani sahihi ya barua pepe.'] });
      const me = await t.get('/api/me', { token: parent.token, headers: en });
      assert.equal(me.headers['content-language'], 'sw');

      await t.patch('/api/me', { locale: 'en' }, { token: parent.token, form: true });
      const english = await t.patch('/api/me', { email: 'nope' }, { token: parent.token, form: true, headers: sw });
      assert.equal(english.headers['content-language'], 'en');
      assert.deepEqual(english.body.errors, { email: ['The email field must be a valid email address.'] });
    });
  });

  describe('the recovery code', () => {
    const ask = (login: string, headers: Record<string, string>) =>
      t.post(
        '/api/request_password_recovery',
        { login, first_name: 'Amani', last_name: 'Wekesa' },
        { form: true, headers },
      );

    it('goes out in Kiswahili by email and by SMS when the request asks in Kiswahili', async () => {
      const parent = await t.newParent({ first_name: 'Amani', last_name: 'Wekesa', phone_number: '+254722300400' });
      assert.equal((await ask(parent.email!, sw)).status, 200);
      const email = await latestMessage(parent.email!);
      assert.equal(email!.subject, 'Nambari yako ya kubadilisha nenosiri');
      assert.match(email!.body, /^Nambari yako ya kubadilisha nenosiri ni \d{6}\.\n\nItaisha baada ya dakika 15\./);

      assert.equal((await ask('0722 300 400', sw)).status, 200);
      const sms = await latestMessage('+254722300400');
      assert.match(sms!.body, /^Nambari yako ya kubadilisha nenosiri ni \d{6}\. Itaisha baada ya dakika 15\./);
    });

    it("goes out in the account's language whatever the request's", async () => {
      const parent = await t.newParent({ first_name: 'Amani', last_name: 'Wekesa' });
      await t.patch('/api/me', { locale: 'sw' }, { token: parent.token, form: true });
      await ask(parent.email!, en);
      assert.match((await latestMessage(parent.email!))!.body, /^Nambari yako ya kubadilisha nenosiri ni/);

      await t.patch('/api/me', { locale: 'en' }, { token: parent.token, form: true });
      await ask(parent.email!, sw);
      assert.match((await latestMessage(parent.email!))!.body, /^Your password reset code is/);
    });

    it('goes out in English by default', async () => {
      const parent = await t.newParent({ first_name: 'Amani', last_name: 'Wekesa' });
      await ask(parent.email!, {});
      assert.match((await latestMessage(parent.email!))!.body, /^Your password reset code is/);
    });
  });

  it("says a provider's decline on a plan's order in Kiswahili", async () => {
    const parent = await t.newParent({ plan: { students: 3 } });
    const { id: _, ...bought } = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', parent.user.id)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('orders')
      .values({
        ...bought,
        payment_info: JSON.stringify(bought.payment_info),
        status: 'failed_declined',
        paid_at: null,
        failure_message: 'Your card was declined.',
      })
      .execute();
    const change = async (headers: Record<string, string>) =>
      (await t.get('/api/me/subscription', { token: parent.token, headers })).body.pending_change;
    assert.equal((await change(sw)).failure_message, 'Kadi yako imekataliwa.');
    assert.equal((await change(en)).failure_message, 'Your card was declined.');
  });

  it("writes a receipt's lines in Kiswahili, and in English word for word without the header", async () => {
    const parent = await t.newParent({ plan: { students: 3 } });
    const { product_order_id: orderId } = await t.db
      .selectFrom('subscriptions')
      .select('product_order_id')
      .where('user_id', '=', parent.user.id)
      .executeTakeFirstOrThrow();
    const lines = async (headers: Record<string, string>) =>
      (await t.get(`/api/receipts/${orderId}`, { token: parent.token, headers })).body.lines;
    assert.deepEqual(
      (await lines(sw)).map((line: { label: string }) => line.label),
      ['Wanafunzi 3, Kila Mwezi'],
    );
    assert.deepEqual(
      (await lines(en)).map((line: { label: string }) => line.label),
      ['3 students, Monthly'],
    );
  });

  it('never answers a hostile Accept-Language with a 5xx, and reads it as English', async () => {
    const headers = [
      '*',
      'sw;q=abc',
      'sw;q=',
      'sw;q=1e3',
      ';;;,,,;q=;',
      '\t-sw\t',
      'x'.repeat(8_000),
      `${'sw;q=0,'.repeat(1_000)}sw`,
      'zz-ZZ-u-ca-gregory-nu-latn',
      'ñ, ü;q=0.9',
    ];
    for (const header of headers) {
      const answer = await t.post(
        '/api/request_password_recovery',
        {},
        { form: true, headers: { 'accept-language': header } },
      );
      assert.equal(answer.status, 422, header.slice(0, 30));
      assert.equal(answer.headers['content-language'], 'en', header.slice(0, 30));
      assert.equal(answer.body.errors.login[0], 'The login field is required.');
      const anonymous = await t.get('/api/me', { headers: { 'accept-language': header } });
      assert.equal(anonymous.status, 401);
      assert.deepEqual(anonymous.body, { message: 'Unauthenticated.' });
    }
  });
});
