import { expect } from '@open-wc/testing';
import { createRef } from 'react';
import { configure } from '../../../src/config';
import { PaymentCard, type CardFieldHandle } from '../../../src/payments';
import { PAYMENT_MESSAGES } from '../../../src/payments/messages';
import { $app } from '../../../src/stores/app';
import { cleanup, expectAccessible, render } from '../ui/render';
import { formMessage, holdAppAnswer, mountCard, until, useProvider } from './helpers';

describe('PaymentCard', () => {
  before(() => configure({ api: '/api', paths: {}, segments: {} }));
  afterEach(cleanup);

  it('loads the platform settings when nobody has, then shows the provider it names', async () => {
    $app.set(null);
    const held = holdAppAnswer();
    try {
      const { shadow } = await render(<PaymentCard />);
      expect(shadow.querySelector('[role="status"]')!.textContent).to.equal(PAYMENT_MESSAGES.loading);
      held.release();
      await until(() => shadow.querySelector('input') !== null, 'the sandbox card form');
      expect($app.get()!.card_provider).to.equal('sandbox');
      expect(shadow.querySelector('[role="status"]')).to.equal(null);
    } finally {
      held.restore();
    }
  });

  it('answers an error, and shows it, when asked to presubmit before its form has arrived', async () => {
    $app.set(null);
    const held = holdAppAnswer();
    try {
      const ref = createRef<CardFieldHandle>();
      const { shadow } = await render(<PaymentCard ref={ref} />);
      expect(await ref.current!.presubmit()).to.deep.equal({ ok: false, message: PAYMENT_MESSAGES.notReady });
      await until(() => formMessage(shadow) === PAYMENT_MESSAGES.notReady, 'the message');
      held.release();
      await until(() => shadow.querySelector('input') !== null, 'the card form');
      expect(formMessage(shadow)).to.equal(null);
    } finally {
      held.restore();
    }
  });

  it("shows the checkout's payment error in red under the form, announced", async () => {
    useProvider('sandbox');
    const { shadow } = await mountCard({ error: 'The payment method is invalid.' });
    const alert = shadow.querySelector('[part="payment-card"] > [part="alert"]')!;
    expect(alert.textContent).to.equal('The payment method is invalid.');
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(
      alert.compareDocumentPosition(shadow.querySelector('input')!) & Node.DOCUMENT_POSITION_PRECEDING,
    ).to.not.equal(0);
  });

  it('passes axe while loading', async () => {
    $app.set(null);
    const { host } = await render(<PaymentCard />);
    await expectAccessible(host);
  });
});
