import { expect } from '@open-wc/testing';
import { DECLINED_MESSAGE, receiptPath, RETRY_LABEL } from '../../../src/domain/receipt';
import { receiptView, refetchAfterCardUpdate } from '../../../src/domain/receiptView';

describe('receiptView', () => {
  it('shows pending payment', () => {
    expect(receiptView('pending_payment')).to.deep.equal({
      title: 'Pending Payment',
      text: 'Your purchase is being processed',
      retry: false,
    });
  });

  it('shows a completed payment', () => {
    expect(receiptView('active')).to.deep.equal({ title: 'Payment Complete', text: null, retry: false });
  });

  it('offers a retry for failed and declined payments', () => {
    for (const status of ['failed', 'failed_declined']) {
      expect(receiptView(status)).to.deep.equal({
        title: 'Payment Failed',
        text: 'Your card was declined. Please enter a different card below.',
        retry: true,
      });
    }
    expect(DECLINED_MESSAGE).to.equal('Your card was declined. Please enter a different card below.');
    expect(RETRY_LABEL).to.equal('Update & Retry');
  });

  it('has no words for other statuses', () => {
    for (const status of ['expired', 'unknown', '']) expect(receiptView(status), status).to.equal(null);
  });
});

describe('refetchAfterCardUpdate', () => {
  it('refetches only after a failed payment', () => {
    expect(refetchAfterCardUpdate('failed')).to.equal(true);
    expect(refetchAfterCardUpdate('failed_declined')).to.equal(true);
    for (const status of ['active', 'expired', 'pending_payment', 'unknown']) {
      expect(refetchAfterCardUpdate(status), status).to.equal(false);
    }
  });
});

describe('receiptPath', () => {
  const plan = { status: 'active', students: 1, product_order_id: 31 };

  it('uses the given order', () => {
    expect(receiptPath(12)).to.equal('/account/receipt/12');
    expect(receiptPath('ab', plan)).to.equal('/account/receipt/ab');
  });

  it("falls back to the current subscription's order", () => {
    expect(receiptPath(null, plan)).to.equal('/account/receipt/31');
    expect(receiptPath(undefined, plan)).to.equal('/account/receipt/31');
  });

  it('answers null when there is no order at all', () => {
    expect(receiptPath(null)).to.equal(null);
    expect(receiptPath(null, false)).to.equal(null);
    expect(receiptPath(null, { ...plan, product_order_id: null })).to.equal(null);
    expect(receiptPath('', plan)).to.equal(null);
  });
});
