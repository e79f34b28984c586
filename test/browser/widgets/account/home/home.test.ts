import { expect } from '@open-wc/testing';
import '../../../../../widgets/account/define';
import { TRIAL_ENDED, WELCOME_TITLE } from '../../../../../src/domain/messages';
import { deactivateMessage, PLAN_CHANGED } from '../../../../../src/domain/studentLimit';
import { $token } from '../../../../../src/stores/session';
import * as gateText from '../../../../../widgets/account/gate/texts';
import * as text from '../../../../../widgets/account/home/texts';
import * as formText from '../../../../../widgets/account/students/texts';
import { pageLoads } from '../../../support/page-guard';
import {
  button,
  dialogOf,
  events,
  expectAccessible,
  field,
  freshSettings,
  mountHome,
  parentWith,
  reset,
  root,
  saveCard,
  settings,
  tile,
  tiles,
  title,
  type,
  until,
  untilDialog,
} from './helpers';
import { fragmentToken } from '../../../support/api';

describe("<soma-account>: the welcome screen, 'Who's Learning?'", () => {
  beforeEach(freshSettings);
  afterEach(async () => {
    reset();
    await freshSettings();
  });

  it('with an active plan: a tile per student (icon on its colour, first name) and Add New while the plan has room', async () => {
    await parentWith({ students: 3 }, [
      { first_name: 'Imani', avatar: JSON.stringify({ icon: 'owl.svg', color: '#168d44' }) },
      { first_name: 'Baraka', avatar: null },
    ]);
    const account = await mountHome();
    await until(() => tiles(account).length === 3, 'two students and Add New');
    expect(title(account)).to.equal(WELCOME_TITLE);
    expect(tiles(account).map((t) => t.text)).to.deep.equal(['Imani', 'Baraka', text.ADD_NEW]);
    const owl = tile(account, 'Imani').querySelector('[part="avatar"]')!;
    expect(owl.querySelector('img')!.getAttribute('src')).to.equal('/custom_login/avatars/owl.svg');
    expect(getComputedStyle(owl).backgroundColor).to.equal('rgb(22, 141, 68)');
    const plain = tile(account, 'Baraka').querySelector('[part="avatar"]')!;
    expect(plain.querySelector('img')).to.equal(null);
    expect(getComputedStyle(plain).backgroundColor).to.equal('rgb(252, 176, 52)');
    await expectAccessible(account);
  });

  it("offers Add New only while the student count is below the plan's allowance", async () => {
    await parentWith({ students: 2 }, [{ first_name: 'Imani' }, { first_name: 'Baraka' }]);
    const account = await mountHome('/');
    await until(() => tiles(account).length === 2, 'the two students');
    expect(tiles(account).map((t) => t.text)).to.deep.equal(['Imani', 'Baraka']);
    expect(dialogOf(account)).to.equal(null);

    reset();
    await parentWith({ students: 2 }, [{ first_name: 'Imani' }]);
    const roomy = await mountHome('/');
    await until(() => tiles(roomy).length === 2, 'one student and Add New');
    tile(roomy, text.ADD_NEW).click();
    await until(() => root(roomy).querySelector('[part="student-form"] form'), 'the student form');

    // Saved, the form comes back here: the plan is now full, so Add New is gone.
    await type(roomy, formText.FIRST_NAME, 'Neema');
    await type(roomy, formText.LAST_NAME, 'Wafula');
    [...root(roomy).querySelectorAll('label')]
      .find((l) => l.textContent?.trim() === 'Female')!
      .querySelector('input')!
      .click();
    const grade = field(roomy, formText.GRADE) as unknown as HTMLSelectElement;
    await until(() => grade.options.length > 1, 'the grades');
    await type(roomy, formText.GRADE, 'Grade 1');
    button(roomy, formText.SAVE).click();
    await until(
      () => tiles(roomy).length === 2 && tiles(roomy)[1].text === 'Neema',
      'back on the welcome screen with Neema',
    );
    expect(tiles(roomy).map((t) => t.text)).to.deep.equal(['Imani', 'Neema']);
  });

  it('a student tile opens the learning app as that student (the built-in /learn page)', async () => {
    const { students } = await parentWith({ students: 3 }, [{ first_name: 'Imani', grade: 'Grade 5' }]);
    const account = await mountHome();
    await until(() => tiles(account).length === 2, 'the tiles');
    const before = pageLoads().length;
    tile(account, 'Imani').click();
    await until(() => pageLoads().length > before, 'the learning app to be opened');
    const url = new URL(pageLoads().at(-1)!, location.href);
    expect(url.pathname).to.equal('/learn');
    const opened = await fetch('/api/learn/open', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: fragmentToken(url) }),
    });
    const body = await opened.json();
    expect(body.student).to.include({ student_id: students[0].id, first_name: 'Imani', grade: 'Grade 5' });
  });

  it("shows the account holder's tile for the tutor only with tutor_enabled and has_tutor_id", async () => {
    await settings({ tutor_enabled: true });
    await parentWith({ students: 3 }, [{ first_name: 'Imani' }], { first_name: 'Wanjiru', tutor_id: 'tutor-77' });
    const account = await mountHome();
    await until(() => tiles(account).length === 3, 'the tutor tile, the student and Add New');
    expect(tiles(account)[0].text).to.equal(`Wanjiru${text.TUTOR}`);
    const before = pageLoads().length;
    tile(account, 'Wanjiru').click();
    await until(() => pageLoads().length > before, 'the tutor sign-in');
    expect(pageLoads().at(-1)).to.match(/tutor/);
    await expectAccessible(account);

    reset();
    await parentWith({ students: 3 }, [{ first_name: 'Imani' }], { first_name: 'Wanjiru', tutor_id: null });
    const without = await mountHome();
    await until(() => tiles(without).length === 2, 'the student and Add New');
    expect(tiles(without).map((t) => t.text)).to.deep.equal(['Imani', text.ADD_NEW]);
  });

  it('in trial style shows the students without a plan, and Add New: trial style asks for no plan (docs/trial.md)', async () => {
    await settings({ style: 'trial' });
    await parentWith(undefined, [{ first_name: 'Imani' }]);
    const account = await mountHome();
    await until(() => tiles(account).length === 2, 'the student and Add New');
    expect(tiles(account)[0]).to.include({ text: 'Imani', disabled: false });
    expect(tiles(account)[1].text).to.equal(text.ADD_NEW);
    expect(root(account).textContent).not.to.include(TRIAL_ENDED);
  });

  it("without a plan outside trial style: 'We hope you have enjoyed your free trial!' with a link to subscribe", async () => {
    await parentWith(undefined, [{ first_name: 'Imani' }]);
    const account = await mountHome();
    await until(() => root(account).querySelector('[part~="gate"]'), 'the notice');
    expect(title(account)).to.equal(TRIAL_ENDED);
    expect(tiles(account)).to.deep.equal([]);
    const link = [...root(account).querySelectorAll('a')].find((a) => a.textContent === gateText.SUBSCRIBE)!;
    expect(link.getAttribute('href')).to.equal('/account/bundles');
    await expectAccessible(account);
  });

  it('with an expired plan: says so, with the way to the shop', async () => {
    await parentWith({ students: 3, status: 'expired' }, [{ first_name: 'Imani' }]);
    const account = await mountHome();
    await until(() => root(account).querySelector('[part~="gate"]'), 'the notice');
    expect(title(account)).to.equal(gateText.EXPIRED_TITLE);
    expect(tiles(account)).to.deep.equal([]);
    const link = [...root(account).querySelectorAll('a')].find((a) => a.textContent === gateText.SHOP)!;
    expect(link.getAttribute('href')).to.equal('/account/bundles');
    await expectAccessible(account);
  });

  for (const status of ['pending_payment', 'failed'] as const) {
    it(`with a ${status} plan: goes to the receipt`, async () => {
      await parentWith({ students: 3, status }, [{ first_name: 'Imani' }]);
      const account = await mountHome();
      await until(() => root(account).querySelector('[part="receipt"]'), 'the receipt');
      expect(tiles(account)).to.deep.equal([]);
    });
  }

  it("over the limit: the tiles are blocked and 'Your plan has changed' offers Manage Students and Upgrade plan", async () => {
    await parentWith({ students: 1 }, [{ first_name: 'Imani' }, { first_name: 'Baraka' }, { first_name: 'Zuri' }]);
    const account = await mountHome();
    const dialog = await untilDialog(account, 'the plan-changed dialog');
    expect(dialog.querySelector('[part="dialog-title"]')!.textContent).to.equal(PLAN_CHANGED);
    expect(dialog.textContent).to.include(deactivateMessage(2));
    expect(deactivateMessage(2)).to.equal(
      'You have too many students. Please deactivate 2 student(s) or upgrade your plan',
    );
    expect(tiles(account).map((t) => t.disabled)).to.deep.equal([true, true, true]);
    await expectAccessible(account);

    const navigations = events<{ to: string; state?: { returnTo: string } }>('soma-navigate', { cancel: true });
    try {
      button(account, text.UPGRADE_PLAN).click();
      expect(navigations.seen).to.deep.equal([{ to: '/account/bundles', state: { returnTo: '/home' } }]);
    } finally {
      navigations.stop();
    }
    button(account, text.MANAGE_STUDENTS).click();
    await until(() => root(account).querySelector('[part="student-list"]'), 'the students list');
  });

  it('follows a realtime order event without a reload: a plan upgraded in another tab unblocks the tiles', async () => {
    const { parent } = await parentWith({ students: 1, duration: 1 }, [
      { first_name: 'Imani' },
      { first_name: 'Baraka' },
    ]);
    const account = await mountHome();
    await untilDialog(account, 'the plan-changed dialog');
    // Give the live channel time to be joined before the payment happens elsewhere.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    // Another tab: the same account upgrades to three students with a card, straight through the API.
    const card = await saveCard(parent.token, '4242424242424242');
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${$token.get()}` };
    const bundles = await (await fetch('/api/shop/bundles', { headers })).json();
    const three = bundles.find((b: { students: number; duration: number }) => b.students === 3 && b.duration === 1);
    const upgraded = await fetch('/api/shop/upgrade', {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': `home-live-${Date.now()}` },
      body: JSON.stringify({
        bundle: three.product_id,
        payment: { method: 'card', info: { payment_method_id: card } },
      }),
    });
    expect(upgraded.status, await upgraded.clone().text()).to.equal(200);

    await until(() => !dialogOf(account), 'the dialog to go', 8000);
    await until(
      () => tiles(account).every((t) => !t.disabled) && tiles(account).length === 3,
      'the tiles unblocked, with Add New',
      8000,
    );
  });
});
