import { expect } from '@open-wc/testing';
import { $regions } from '../../../../src/stores/regions';
import { $session } from '../../../../src/stores/session';
import '../../../../widgets/login/define';
import * as text from '../../../../widgets/login/texts';
import {
  button,
  errorOf,
  events,
  field,
  labels,
  link,
  message,
  mount,
  parent,
  requests,
  reset,
  resetSettings,
  root,
  settings,
  title,
  type,
  until,
} from './helpers';

const REQUIRED_EMAIL_ORDER = [
  'First Name*',
  'Last Name*',
  'Email*',
  'Phone Number',
  'Region',
  'Password*',
  'Password Confirmation*',
];

const region = (el: HTMLElement) => field(el, 'Region') as unknown as HTMLSelectElement;

async function fill(el: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await type(el, label, value);
}

const unique = () => `signup-${Date.now()}-${Math.round(Math.random() * 1e6)}`;

describe('<soma-login> sign-up', () => {
  afterEach(reset);
  after(resetSettings);

  describe('in trial style', () => {
    before(() => settings({ style: 'trial', accountRequirements: 'email' }));

    it('is reached from the login page and has a back link to /', async () => {
      const el = await mount('soma-login');
      (await until(() => link(el, text.SIGNUP_LINK), 'the sign-up link')).click();
      await until(() => title(el) === text.SIGNUP_TITLE, 'the sign-up page');
      const back = link(el, text.BACK_LINK)!;
      expect(back.getAttribute('href')).to.equal('/');
      back.click();
      await until(() => title(el) === text.LOGIN_TITLE, 'the login page');
    });

    it('lists the fields with the required contact first and marked, region optional', async () => {
      const el = await mount('soma-login', { start: '/signup' });
      await until(() => title(el) === text.SIGNUP_TITLE, 'the sign-up page');
      expect(labels(el)).to.deep.equal(REQUIRED_EMAIL_ORDER);
      expect(field(el, 'Email').required).to.equal(true);
      expect(field(el, 'Phone Number').required).to.equal(false);
      expect(field(el, 'Region').required).to.equal(false);
      expect(field(el, 'Email').type).to.equal('email');
      expect(field(el, 'Phone Number').type).to.equal('tel');
    });

    it('puts the phone number first when the account requirements demand it', async () => {
      await settings({ style: 'trial', accountRequirements: 'phone_number' });
      try {
        const el = await mount('soma-login', { start: '/signup' });
        await until(() => title(el) === text.SIGNUP_TITLE, 'the sign-up page');
        expect(labels(el).slice(2, 4)).to.deep.equal(['Phone Number*', 'Email']);
        expect(field(el, 'Phone Number').required).to.equal(true);
        expect(field(el, 'Email').required).to.equal(false);
      } finally {
        await settings({ style: 'trial', accountRequirements: 'email' });
      }
    });

    it("offers the regions, reading 'Loading...' while they load and 'Unspecified' after", async () => {
      $regions.set(null);
      const slow = requests({ delay: 400 });
      try {
        const el = await mount('soma-login', { start: '/signup' });
        await until(() => title(el) === text.SIGNUP_TITLE, 'the sign-up page');
        const picker = region(el);
        expect(picker.options[0].textContent).to.equal('Loading...');
        await until(() => picker.options[0].textContent === 'Unspecified', 'the regions');
        expect(picker.options[0].value).to.equal('');
        expect(picker.options.length).to.be.greaterThan(1);
      } finally {
        slow.restore();
      }
    });

    it('is at most 250 px wide', async () => {
      const el = await mount('soma-login', { start: '/signup' });
      await until(() => title(el) === text.SIGNUP_TITLE, 'the sign-up page');
      const form = root(el).querySelector('form')!;
      expect(form.getBoundingClientRect().width).to.be.at.most(250);
      expect(getComputedStyle(form.parentElement!.parentElement!).maxWidth).to.equal('250px');
    });

    it('names every missing required field under it and sums them up under the form', async () => {
      const el = await mount('soma-login', { start: '/signup' });
      await until(() => title(el) === text.SIGNUP_TITLE, 'the sign-up page');
      const watch = requests();
      try {
        button(el, text.SIGNUP_BUTTON).click();
        await until(() => message(el), 'the message');
        expect(errorOf(el, 'First Name')).to.equal('The first name field is required.');
        expect(errorOf(el, 'Email')).to.equal('The email field is required.');
        expect(errorOf(el, 'Phone Number')).to.equal(undefined);
        expect(errorOf(el, 'Password Confirmation')).to.equal('The password confirmation field is required.');
        expect(message(el)).to.equal('The first name field is required. (and 4 more errors)');
        expect(watch.seen.filter((r) => r.path === '/api/signup')).to.deep.equal([]);
      } finally {
        watch.restore();
      }
    });

    it("shows the server's errors under their fields and its message under the form", async () => {
      const taken = await parent();
      const el = await mount('soma-login', { start: '/signup' });
      await until(() => title(el) === text.SIGNUP_TITLE, 'the sign-up page');
      await fill(el, {
        'First Name': 'Amina',
        'Last Name': 'Otieno',
        Email: taken.email,
        Password: 'short',
        'Password Confirmation': 'short',
      });
      button(el, text.SIGNUP_BUTTON).click();
      await until(() => message(el), 'the message');
      expect(errorOf(el, 'Password')).to.equal('The password field must be at least 8 characters.');
      expect(message(el)).to.equal('The password field must be at least 8 characters.');

      await fill(el, { Password: 'long-enough-password', 'Password Confirmation': 'long-enough-password' });
      button(el, text.SIGNUP_BUTTON).click();
      await until(() => errorOf(el, 'Email'), 'the email error');
      expect(errorOf(el, 'Email')).to.match(/taken/);
      expect(message(el)).to.equal(errorOf(el, 'Email'));
      expect(errorOf(el, 'Password')).to.equal(undefined);
    });

    it('creates the account, signs it in and sends it to /home', async () => {
      const el = await mount('soma-login', { start: '/signup' });
      await until(() => title(el) === text.SIGNUP_TITLE, 'the sign-up page');
      const picker = await until(() => region(el).options.length > 1 && region(el), 'the regions');
      const email = `${unique()}@soma.test`;
      await fill(el, {
        'First Name': 'Amina',
        'Last Name': 'Otieno',
        Email: email,
        'Phone Number': '',
        Region: picker.options[1].value,
        Password: 'long-enough-password',
        'Password Confirmation': 'long-enough-password',
      });
      const navigations = events('soma-navigate', { cancel: true });
      const watch = requests();
      try {
        button(el, text.SIGNUP_BUTTON).click();
        await until(() => navigations.seen.length, 'the navigation');
        expect(navigations.seen).to.deep.equal([{ to: '/home' }]);
        expect($session.get()?.adm).to.equal(0);
        const sent = JSON.parse(watch.seen.find((r) => r.path === '/api/signup')!.body);
        expect(sent).to.deep.equal({
          first_name: 'Amina',
          last_name: 'Otieno',
          email,
          region: Number(picker.options[1].value),
          password: 'long-enough-password',
          password_confirmation: 'long-enough-password',
        });
      } finally {
        watch.restore();
        navigations.stop();
      }
    });
  });

  describe('in subscription style', () => {
    before(() => settings({ style: 'subscription' }));

    it('does not exist: /signup shows the login page', async () => {
      const el = await mount('soma-login', { start: '/signup' });
      await until(() => title(el) === text.LOGIN_TITLE, 'the login page');
      expect(link(el, text.SIGNUP_LINK)).to.equal(undefined);
    });
  });
});
