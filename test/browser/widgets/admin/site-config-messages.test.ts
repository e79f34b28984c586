import { expect } from '@open-wc/testing';
import * as text from '../../../../widgets/admin/texts';
import * as familyText from '../../../../widgets/admin/site/family/texts';
import {
  button,
  errorOf,
  expectAccessible,
  field,
  freshSettings,
  mountAdmin,
  requests,
  reset,
  root,
  signInAdmin,
  type,
  until,
  wait,
} from './helpers';

/* The Messages to families card of /site_config (docs/behaviour.md, Messages to families). */

const KINDS = ['receipt', 'renewal_reminder', 'renewal_failed', 'plan_ended', 'price_change', 'trial_ending'] as const;
const ALL_ON = Object.fromEntries(KINDS.map((kind) => [kind, { email: true, sms: true }]));

const card = (el: HTMLElement) => root(el).querySelector<HTMLElement>('[part="group-family-messages"]')!;
const saved = (el: HTMLElement) => root(el).querySelector('[part="saved"]')?.textContent;
/** The tick of one kind and channel, found by its accessible name: its row's and its column's header. */
const tick = (el: HTMLElement, kind: string, channel: string) => {
  const boxes = [...card(el).querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  const found = boxes.find((box) => {
    const name = box
      .getAttribute('aria-labelledby')!
      .split(' ')
      .map((id) => root(el).getElementById(id)!.textContent)
      .join(' ');
    return name === `${kind} ${channel}`;
  });
  if (!found) throw new Error(`No tick for ${kind} by ${channel}`);
  return found;
};
const save = async (el: HTMLElement) => {
  await wait(20);
  button(el, text.SAVE).click();
};
const mountCard = async () => {
  await signInAdmin();
  return mountAdmin('/site_config', '[part="group-family-messages"]');
};

describe('<soma-admin> /site_config: the Messages to families card', () => {
  before(freshSettings);
  afterEach(async () => {
    reset();
    await freshSettings();
  });

  it('shows a tick for each kind of message by email and by SMS, all on, and the reminder days, and passes axe', async () => {
    const admin = await mountCard();
    expect(card(admin).querySelector('[part="card-title"]')!.textContent).to.equal(familyText.FAMILY_MESSAGES);
    expect(card(admin).querySelectorAll('[part="family-message"]')).to.have.length(KINDS.length);
    for (const kind of KINDS) {
      for (const channel of [familyText.BY_EMAIL, familyText.BY_SMS]) {
        expect(tick(admin, familyText.KINDS[kind], channel).checked, `${kind} by ${channel}`).to.equal(true);
      }
    }
    expect(field(admin, familyText.REMINDER_DAYS).value).to.equal('3');
    await expectAccessible(admin);
  });

  it('saves a channel switched off and the days with the other settings, and shows them again', async () => {
    const admin = await mountCard();
    tick(admin, familyText.KINDS.receipt, familyText.BY_SMS).click();
    tick(admin, familyText.KINDS.price_change, familyText.BY_EMAIL).click();
    await type(admin, familyText.REMINDER_DAYS, '5');
    expect(root(admin).querySelector('[part="save-bar"]')!.textContent).to.not.include('No unsaved');
    const seen = requests();
    await save(admin);
    await until(() => saved(admin), 'the saved message');
    seen.restore();
    const post = seen.seen.find((r) => r.method === 'POST' && r.path === '/api/settings')!;
    expect(JSON.parse(post.body)).to.deep.equal({
      family_messages: {
        ...ALL_ON,
        receipt: { email: true, sms: false },
        price_change: { email: false, sms: true },
      },
      reminder_days: 5,
    });
    expect(saved(admin)).to.equal(`${text.SETTINGS_SAVED} ${familyText.FAMILY_MESSAGES}, ${familyText.REMINDER_DAYS}`);
    reset();
    const again = await mountCard();
    expect(tick(again, familyText.KINDS.receipt, familyText.BY_SMS).checked).to.equal(false);
    expect(tick(again, familyText.KINDS.receipt, familyText.BY_EMAIL).checked).to.equal(true);
    expect(tick(again, familyText.KINDS.price_change, familyText.BY_EMAIL).checked).to.equal(false);
    expect(field(again, familyText.REMINDER_DAYS).value).to.equal('5');
  });

  it('says under the days field why the server refused them, and passes axe', async () => {
    const admin = await mountCard();
    await type(admin, familyText.REMINDER_DAYS, '30');
    await save(admin);
    await until(() => errorOf(admin, familyText.REMINDER_DAYS), 'the refusal under the field');
    expect(errorOf(admin, familyText.REMINDER_DAYS)).to.equal('The reminder days field must be between 1 and 14.');
    expect(field(admin, familyText.REMINDER_DAYS).getAttribute('aria-invalid')).to.equal('true');
    await expectAccessible(admin);
  });
});
