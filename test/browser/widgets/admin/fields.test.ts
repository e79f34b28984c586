import { expect } from '@open-wc/testing';
import type { SiteSettings } from '../../../../src/api/structs';
import { move } from '../../../../widgets/admin/customize/lines';
import { formValues, settingsToSend } from '../../../../widgets/admin/site/fields';

const loaded: SiteSettings = {
  style: 'subscription',
  shopCurrency: 'Ksh',
  accountRequirements: 'email',
  debug: false,
  phone_countries: 'KE',
  platform: null,
  platform_key: '••••••••',
  platform_school_id: null,
  ga: null,
  feedback_url: null,
  support_url: null,
  card_public_key: null,
  card_secret_key: null,
  card_webhook_secret: '••••••••',
  sms_url: null,
  sms_username: null,
  sms_password: null,
  sms_oauth_id: null,
  sms_oauth_secret: null,
  smtp_url: null,
  mail_from: null,
  student_login_enabled: true,
  alternate_login_type: 'student',
  alternate_login_url: '/student',
  tutor_enabled: false,
  tutor_course_ids: '',
  cors_origins: '',
  card_webhook_url: 'http://portal.test/api/webhooks/stripe',
  mpesa_consumer_key: null,
  mpesa_consumer_secret: null,
  mpesa_shortcode: null,
  mpesa_passkey: null,
  mpesa_environment: 'sandbox',
  trial_days: 30,
  trial_students: 5,
  brand_name: 'Soma',
  brand_primary: '',
  brand_primary_text: '',
  brand_text: '',
  brand_font: 'system',
  brand_embedded: false,
  brand_favicon: null,
  family_messages: {
    receipt: { email: true, sms: true },
    renewal_reminder: { email: true, sms: false },
    renewal_failed: { email: true, sms: true },
    plan_ended: { email: true, sms: true },
    price_change: { email: true, sms: true },
    trial_ending: { email: true, sms: true },
  },
  reminder_days: 3,
};

describe('soma-admin: what the site configuration sends', () => {
  it('shows nulls as blanks and the alternate login URL without its slash, and no secret', () => {
    const values = formValues(loaded);
    expect(values.platform).to.equal('');
    expect(values.alternate_login_url).to.equal('student');
    expect(values).not.to.have.property('platform_key');
    expect(values).not.to.have.property('card_webhook_secret');
    expect(values).not.to.have.property('mpesa_passkey');
    expect(values).not.to.have.property('card_webhook_url');
    expect(values.trial_days).to.equal('30');
  });

  it('sends a changed trial length as a number, and what is not a number as typed', () => {
    const values = formValues(loaded);
    expect(settingsToSend(values, { ...values, trial_days: '14' }, {})).to.deep.equal({ trial_days: 14 });
    expect(settingsToSend(values, { ...values, trial_days: 'two weeks' }, {})).to.deep.equal({
      trial_days: 'two weeks',
    });
  });

  it('shows each switch of the messages to families as a tick, and sends the whole table when one changes', () => {
    const values = formValues(loaded);
    expect(values['family_messages.receipt.sms']).to.equal(true);
    expect(values['family_messages.renewal_reminder.sms']).to.equal(false);
    expect(values).not.to.have.property('family_messages');
    expect(values.reminder_days).to.equal('3');
    const sent = settingsToSend(values, { ...values, 'family_messages.receipt.sms': false, reminder_days: '5' }, {});
    expect(sent).to.deep.equal({
      family_messages: { ...loaded.family_messages, receipt: { email: true, sms: false } },
      reminder_days: 5,
    });
  });

  it('sends nothing when nothing changed', () => {
    expect(settingsToSend(formValues(loaded), formValues(loaded), {})).to.deep.equal({});
  });

  it('sends only the changed settings, with the slash put back', () => {
    const current = { ...formValues(loaded), style: 'trial', alternate_login_url: 'pupils', debug: true };
    expect(settingsToSend(formValues(loaded), current, {})).to.deep.equal({
      style: 'trial',
      alternate_login_url: '/pupils',
      debug: true,
    });
    expect(settingsToSend(formValues(loaded), { ...formValues(loaded), alternate_login_url: '' }, {})).to.deep.equal({
      alternate_login_url: '',
    });
  });

  it('sends a secret only when replaced by something or cleared', () => {
    const values = formValues(loaded);
    expect(
      settingsToSend(values, values, {
        card_secret_key: { mode: 'replace', value: 'sk_live_1' },
        sms_password: { mode: 'replace', value: '' },
        card_webhook_secret: { mode: 'clear' },
        platform_key: { mode: 'keep' },
      }),
    ).to.deep.equal({ card_secret_key: 'sk_live_1', card_webhook_secret: '' });
  });
});

describe('soma-admin: moving a sidebar line', () => {
  it('moves an item up, down and to the ends, clamped to the list', () => {
    expect(move(['a', 'b', 'c'], 2, 0)).to.deep.equal(['c', 'a', 'b']);
    expect(move(['a', 'b', 'c'], 0, 1)).to.deep.equal(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 0, 9)).to.deep.equal(['b', 'c', 'a']);
    expect(move(['a', 'b', 'c'], 1, -3)).to.deep.equal(['b', 'a', 'c']);
    expect(move(['a'], 0, 1)).to.deep.equal(['a']);
  });
});
