import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../harness';
import { assertRefused, wrongCallers, type WrongCallers } from './callers';

describe('profile changes: PATCH /me, PATCH /change_password', () => {
  let t: TestApp;
  let callers: WrongCallers;
  let regionId: number;
  before(async () => {
    t = await createTestApp();
    callers = await wrongCallers(t);
    regionId = (await t.db.selectFrom('regions').select('id').where('code', '=', '001').executeTakeFirstOrThrow()).id;
  });
  after(() => t.close());

  const withSettings = async (
    values: Record<string, unknown>,
    restore: Record<string, unknown>,
    run: () => Promise<void>,
  ) => {
    await t.setSettings(values);
    try {
      await run();
    } finally {
      await t.setSettings(restore);
    }
  };

  describe('PATCH /api/me', () => {
    it('changes the fields sent and answers the profile', async () => {
      const parent = await t.newParent({ first_name: 'Old', last_name: 'Name', balance: 500 });
      const answer = await t.patch(
        '/api/me',
        { first_name: ' Achieng ', region: regionId },
        { token: parent.token, form: true },
      );
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, {
        first_name: 'Achieng',
        last_name: 'Name',
        email: parent.email,
        phone_number: parent.phone_number,
        region: regionId,
        balance: 500,
        has_tutor_id: false,
        parent_id: parent.user.id,
      });
      const me = await t.get('/api/me', { token: parent.token });
      assert.equal(me.body.first_name, 'Achieng');
      assert.equal(me.body.region, regionId);
    });

    it('takes the POST with _method=PATCH the SDK sends', async () => {
      const parent = await t.newParent();
      const answer = await t.patchViaPost('/api/me', { last_name: 'Mwangi' }, { token: parent.token, form: true });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.last_name, 'Mwangi');
    });

    it('stores the email lower-cased and the phone number in international form', async () => {
      const parent = await t.newParent();
      const email = `New-${parent.user.id}@Soma.TEST`;
      const phone = `07${String(10_000_000 + parent.user.id).slice(-8)}`;
      const answer = await t.patch('/api/me', { email, phone_number: phone }, { token: parent.token, form: true });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.email, email.toLowerCase());
      assert.equal(answer.body.phone_number, `+254${phone.slice(1)}`);
      assert.equal(
        (await t.post('/api/login', { login: phone, password: parent.password }, { form: true })).status,
        200,
      );
    });

    it('keeps everything when nothing is sent', async () => {
      const parent = await t.newParent({ region_id: regionId });
      const answer = await t.patch('/api/me', {}, { token: parent.token, form: true });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.email, parent.email);
      assert.equal(answer.body.region, regionId);
    });

    it('clears the region sent blank, and the contact the site does not require', async () => {
      const parent = await t.newParent({ region_id: regionId });
      const answer = await t.patch('/api/me', { region: '', phone_number: '' }, { token: parent.token, form: true });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.region, null);
      assert.equal(answer.body.phone_number, null);
      assert.equal(answer.body.email, parent.email);
    });

    it('refuses to empty the email while the site requires it', async () => {
      const parent = await t.newParent();
      const answer = await t.patch('/api/me', { email: ' ' }, { token: parent.token, form: true });
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body, {
        message: 'The email field is required.',
        errors: { email: ['The email field is required.'] },
      });
    });

    it('refuses to empty the phone number while the site requires it, and then lets the email go', () =>
      withSettings({ accountRequirements: 'phone_number' }, { accountRequirements: 'email' }, async () => {
        const parent = await t.newParent();
        const refused = await t.patch('/api/me', { phone_number: '' }, { token: parent.token, form: true });
        assert.equal(refused.status, 422);
        assert.deepEqual(refused.body.errors, { phone_number: ['The phone number field is required.'] });
        const cleared = await t.patch('/api/me', { email: '' }, { token: parent.token, form: true });
        assert.equal(cleared.status, 200);
        assert.equal(cleared.body.email, null);
      }));

    it('keeps one way to sign in when the required contact was never given', () =>
      withSettings({ accountRequirements: 'phone_number' }, { accountRequirements: 'email' }, async () => {
        const parent = await t.newParent({ phone_number: null });
        const answer = await t.patch('/api/me', { email: '' }, { token: parent.token, form: true });
        assert.equal(answer.status, 422);
        assert.deepEqual(answer.body.errors, {
          email: ['The email field is required when phone number is not present.'],
        });
      }));

    it('refuses blank names', async () => {
      const parent = await t.newParent();
      const answer = await t.patch('/api/me', { first_name: '', last_name: '  ' }, { token: parent.token, form: true });
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body.errors, {
        first_name: ['The first name field is required.'],
        last_name: ['The last name field is required.'],
      });
    });

    it("refuses another account's email and phone number, in any spelling", async () => {
      const other = await t.newParent({ phone_number: '+254733000111' });
      const parent = await t.newParent();
      const answer = await t.patch(
        '/api/me',
        { email: other.email!.toUpperCase(), phone_number: '0733 000 111' },
        { token: parent.token, form: true },
      );
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body.errors, {
        email: ['The email has already been taken.'],
        phone_number: ['The phone number has already been taken.'],
      });
    });

    it('lets an account keep its own email and phone number', async () => {
      const parent = await t.newParent();
      const answer = await t.patch(
        '/api/me',
        { email: parent.email, phone_number: parent.phone_number },
        { token: parent.token, form: true },
      );
      assert.equal(answer.status, 200);
    });

    it('refuses a malformed email, phone number and region', async () => {
      const parent = await t.newParent();
      for (const [body, field, text] of [
        [{ email: 'not-an-email' }, 'email', 'The email field must be a valid email address.'],
        [{ phone_number: 'call me' }, 'phone_number', 'The phone number field format is invalid.'],
        [{ region: 999_999 }, 'region', 'The selected region is invalid.'],
        [{ region: 'north' }, 'region', 'The selected region is invalid.'],
      ] as const) {
        const answer = await t.patch('/api/me', body, { token: parent.token, form: true });
        assert.equal(answer.status, 422, JSON.stringify(body));
        assert.deepEqual(answer.body.errors, { [field]: [text] }, JSON.stringify(body));
      }
    });

    it('refuses fields a holder may not set', async () => {
      const parent = await t.newParent();
      const answer = await t.patch('/api/me', { balance: -100000 }, { token: parent.token, form: true });
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body.errors, { balance: ['The balance field is prohibited.'] });
    });

    it('turns away anonymous, expired, student-link and administrator callers', async () => {
      await assertRefused(t, callers, { method: 'PATCH', url: '/api/me', body: { first_name: 'X' } }, [
        [callers.admin, 403],
      ]);
    });
  });

  describe('PATCH /api/change_password', () => {
    const change = (token: string, current: string, next: string, confirmation = next) =>
      t.patch(
        '/api/change_password',
        { current_password: current, new_password: next, new_password_confirmation: confirmation },
        { token, form: true },
      );

    it('changes the password: the new one signs in, the old one no longer does', async () => {
      const parent = await t.newParent();
      const answer = await change(parent.token, parent.password, 'brand-new-password');
      assert.equal(answer.status, 200);
      assert.equal(answer.body.success, true);
      // Every earlier session ended with the old password; the answer carries this device's new one.
      assert.equal(typeof answer.body.access_token, 'string');
      assert.equal((await t.get('/api/me', { token: parent.token })).status, 401);
      assert.equal((await t.get('/api/me', { token: answer.body.access_token })).status, 200);
      assert.equal(
        (await t.post('/api/login', { login: parent.email, password: parent.password }, { form: true })).status,
        422,
      );
      await t.login(parent.email!, 'brand-new-password');
    });

    it('refuses a wrong current password', async () => {
      const parent = await t.newParent();
      const answer = await change(parent.token, 'not-my-password', 'brand-new-password');
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body, {
        message: 'The password is incorrect.',
        errors: { current_password: ['The password is incorrect.'] },
      });
    });

    it('refuses a confirmation that does not match, a short password and the same password', async () => {
      const parent = await t.newParent();
      const cases = [
        [
          change(parent.token, parent.password, 'brand-new-password', 'other-password'),
          'new_password_confirmation',
          'The new password confirmation field must match new password.',
        ],
        [
          change(parent.token, parent.password, 'short'),
          'new_password',
          'The new password field must be at least 8 characters.',
        ],
        [
          change(parent.token, parent.password, parent.password),
          'new_password',
          'The new password field and current password must be different.',
        ],
      ] as const;
      for (const [pending, field, text] of cases) {
        const answer = await pending;
        assert.equal(answer.status, 422, field);
        assert.deepEqual(answer.body.errors, { [field]: [text] });
      }
    });

    it('requires all three fields', async () => {
      const parent = await t.newParent();
      const answer = await t.patch('/api/change_password', {}, { token: parent.token, form: true });
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body.errors, {
        current_password: ['The current password field is required.'],
        new_password: ['The new password field is required.'],
        new_password_confirmation: ['The new password confirmation field is required.'],
      });
    });

    it('turns away anonymous, expired, student-link and administrator callers', async () => {
      const body = {
        current_password: 'whatever-1',
        new_password: 'whatever-2',
        new_password_confirmation: 'whatever-2',
      };
      await assertRefused(t, callers, { method: 'PATCH', url: '/api/change_password', body }, [[callers.admin, 403]]);
    });
  });
});
