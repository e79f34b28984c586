import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SignJWT } from 'jose';
import { createTestApp, type TestApp } from '../../harness';
import { linkToken } from '../../fixtures';

const REFUSED = {
  message: 'This login link is invalid or has expired.',
  errors: { token: ['This login link is invalid or has expired.'] },
};

describe("POST /api/learn/tutor/open: the built-in tutor page's link", () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await t.setSettings({ tutor_enabled: true });
  });
  after(() => t.close());

  const linkFor = async (tutorId: string) => {
    const parent = await t.newParent({ first_name: 'Amani', last_name: 'Mwangi', tutor_id: tutorId });
    const answer = await t.get('/api/tutor_login_url', { token: parent.token });
    assert.equal(answer.status, 200);
    return { parent, token: linkToken(answer.body.login_url) };
  };

  it('names the account holder whose tutor link it is', async () => {
    const { token } = await linkFor('tutor-7');
    const opened = await t.post('/api/learn/tutor/open', { token });
    assert.equal(opened.status, 200);
    assert.deepEqual(opened.body, { tutor: { tutor_id: 'tutor-7', first_name: 'Amani', last_name: 'Mwangi' } });
  });

  it('refuses a link past its five minutes', async () => {
    const { token } = await linkFor('tutor-8');
    t.clock.advance(5 * 60 + 1);
    const opened = await t.post('/api/learn/tutor/open', { token });
    assert.equal(opened.status, 422);
    assert.deepEqual(opened.body, REFUSED);
  });

  it('refuses a link once the account no longer has that tutor id', async () => {
    const { parent, token } = await linkFor('tutor-9');
    await t.db.updateTable('users').set({ tutor_id: 'tutor-10' }).where('id', '=', parent.user.id).execute();
    assert.equal((await t.post('/api/learn/tutor/open', { token })).status, 422);
  });

  it("refuses a student's link, a forged signature and nonsense", async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('tutor-7')
      .setAudience('soma:tutor')
      .setIssuer('1')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-entirely-32-bytes!!'));
    for (const token of [forged, 'nonsense', 'a.b.c']) {
      const opened = await t.post('/api/learn/tutor/open', { token });
      assert.equal(opened.status, 422, token);
      assert.deepEqual(opened.body, REFUSED);
    }
  });
});
