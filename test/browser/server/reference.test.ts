import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { getApp, login } from '../../../src/api/app';
import { send } from '../../../src/client/request';
import { configure } from '../../../src/config';
import { $session, logout, setToken } from '../../../src/stores/session';

// The reference server answers the SDK's calls from the test page's own origin.
describe('reference server', () => {
  before(() => configure({ api: '/api', paths: {}, segments: {} }));
  after(async () => {
    logout();
    await executeServerCommand('soma-reset-settings');
  });

  it('answers GET /app and follows settings changed by a server command', async () => {
    await executeServerCommand('soma-settings', { style: 'trial' });
    const trial = await send(getApp, {});
    expect(trial.ok && trial.data.style).to.equal('trial');
    await executeServerCommand('soma-reset-settings');
    const back = await send(getApp, {});
    expect(back.ok && back.data.style).to.equal('subscription');
  });

  it('logs in a parent made by a server command', async () => {
    const parent = (await executeServerCommand('soma-parent', {})) as {
      user: { id: number };
      email: string;
      password: string;
    };
    const answer = await send(login, { login: parent.email, password: parent.password });
    expect(answer.ok).to.equal(true);
    if (!answer.ok) return;
    setToken(answer.data.access_token);
    expect($session.get()).to.include({ adm: 0, parentId: parent.user.id });
  });

  it('refuses a wrong password with a Laravel-shaped error', async () => {
    const answer = await send(login, { login: 'nobody@example.com', password: 'wrong-password' });
    expect(answer.ok).to.equal(false);
    expect(!answer.ok && answer.status).to.equal(422);
    expect(!answer.ok && answer.message).to.not.equal('');
  });
});
