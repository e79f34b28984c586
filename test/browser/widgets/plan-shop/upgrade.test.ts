import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../../../widgets/plan-shop/define';
import { previewUpgrade, type UpgradePreview } from '../../../../src/api/shop';
import { send } from '../../../../src/client/request';
import { UPGRADED_MESSAGE } from '../../../../src/domain/checkout';
import { formatDate } from '../../../../src/domain/dates';
import { formatMoney } from '../../../../src/domain/money';
import { SMALL_TOTAL_NOTE } from '../../../../src/domain/smallTotal';
import { $bundles } from '../../../../src/stores/bundles';
import * as text from '../../../../widgets/plan-shop/texts';
import {
  checkoutButton,
  choice,
  choose,
  confirmBoth,
  events,
  expectAccessible,
  fillCard,
  freshSettings,
  mountShop,
  ordersOf,
  requests,
  reset,
  root,
  signIn,
  tick,
  title,
  until,
  type Parent,
} from './helpers';

type Navigate = { to: string; state?: { upgraded: boolean; message: string } };
type Complete = { kind: string; order: { status: string; total: number } };

const ksh = (minor: number) => formatMoney(minor, 'Ksh');

async function previewOf(students: number): Promise<UpgradePreview> {
  const bundle = $bundles.get()!.find((b) => b.students === students && b.duration === 1)!;
  const answer = await send(previewUpgrade, { product_id: bundle.product_id });
  if (!answer.ok) throw new Error(`no preview: ${JSON.stringify(answer)}`);
  return answer.data;
}

async function checkout(shop: HTMLElement) {
  const completes = events<Complete>('soma-checkout-complete');
  const navigations = events<Navigate>('soma-navigate', { cancel: true });
  try {
    checkoutButton(shop).click();
    await until(() => navigations.seen.length, 'the shop to move on', 8000);
    return { complete: completes.seen[0], navigate: navigations.seen[0] };
  } finally {
    completes.stop();
    navigations.stop();
  }
}

describe('<soma-plan-shop>: an active parent changes plans', () => {
  let parent: Parent;
  before(freshSettings);
  beforeEach(async () => {
    parent = await signIn({ students: 1, duration: 1 });
  });
  afterEach(reset);

  it('sees the current and new plan side by side and the preview before paying', async () => {
    const shop = await mountShop();
    await until(() => title(shop) === 'Change Plan', 'upgrade mode');
    await choose(shop, '2 Students');
    const preview = await previewOf(2);
    const summary = root(shop).querySelector('[part="summary"]')!;
    await until(() => !summary.textContent!.includes(text.LOADING), 'the preview');
    const boxes = [...summary.querySelectorAll('[part="summary"] > div:first-child > div')].map(
      (box) => box.textContent,
    );
    expect(boxes).to.deep.equal([
      `${text.CURRENT_PLAN}1 Student, MonthlyKsh 500`,
      `${text.NEW_PLAN}2 Students, MonthlyKsh 900`,
    ]);
    const lines = Object.fromEntries(
      [...summary.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]),
    );
    // The server's own lines: the new plan until the billing date, the credit for the plan left.
    expect(preview.lines!.map((line) => line.label)).to.include('Credit for the unused part of your current plan');
    for (const line of preview.lines!) expect(lines[line.label]).to.equal(ksh(line.amount));
    // Charges are whole shillings, rounded down: the line shows what was let off, and the total is whole.
    if (preview.rounding) expect(lines['Rounded down to whole shillings']).to.equal(ksh(-preview.rounding));
    expect(preview.adjusted_price % 100).to.equal(0);
    expect(lines[text.NEXT_BILLING]).to.not.equal('');
    expect(lines[text.TOTAL]).to.equal(ksh(preview.adjusted_price));
    expect(summary.textContent).to.include(text.UPGRADE_NOTE);
    expect(choice(shop, 'I agree to').parentElement!.textContent).to.equal(
      `I agree to change plans and pay the total of ${ksh(preview.adjusted_price)}.*`,
    );
    await expectAccessible(shop);
  });

  it("pays by card and returns to /account with 'Your plan has been successfully changed.'", async () => {
    const shop = await mountShop();
    await choose(shop, '3 Students');
    const preview = await previewOf(3);
    await tick(shop, 'Credit / Debit');
    await fillCard(shop, '4242 4242 4242 4242');
    await confirmBoth(shop);
    const { complete, navigate } = await checkout(shop);
    expect(complete.kind).to.equal('upgrade');
    expect(complete.order.total).to.equal(preview.adjusted_price);
    expect(navigate).to.deep.equal({ to: '/account', state: { upgraded: true, message: UPGRADED_MESSAGE } });
    await until(() => root(shop).querySelector('[part="notice"]'), 'the notice');
    expect(root(shop).querySelector('[part="notice"]')!.textContent).to.equal(UPGRADED_MESSAGE);
    const orders = await ordersOf(parent.user.id);
    expect(orders.map((o) => [o.kind, o.status])).to.deep.equal([
      ['purchase', 'active'],
      ['upgrade', 'active'],
    ]);
  });

  it('honours return-to', async () => {
    const shop = await mountShop({ 'return-to': '/account/students' });
    await choose(shop, '2 Students');
    await until(() => root(shop).querySelector('input[name="agree"]'), 'the preview');
    await confirmBoth(shop);
    const { navigate } = await checkout(shop);
    expect(navigate.to).to.equal('/account/students');
    expect(navigate.state!.upgraded).to.equal(true);
  });

  it('carries a small total to the next payment: says so with the date, and asks for no payment', async () => {
    await executeServerCommand('soma-billing-date', { userId: parent.user.id, days: 3 });
    const shop = await mountShop();
    await choose(shop, '2 Students');
    const preview = await previewOf(2);
    expect(preview.adjusted_price).to.be.above(0).and.at.most(10000);
    expect([preview.charged_now, preview.deferred]).to.deep.equal([0, preview.adjusted_price]);
    const note = await until(() => root(shop).querySelector('[part="summary"] [part~="deferred"]'), 'the note');
    expect(note.textContent).to.equal(
      `Not charged now: added to your payment on ${formatDate(preview.next_billing_date!)}. ${SMALL_TOTAL_NOTE}`,
    );
    expect(root(shop).querySelector('input[name="mpesa_phone"], [part="payment-card"], input[type="radio"]')).to.equal(
      null,
    );
    expect(root(shop).textContent).to.include(text.NOTHING_TO_PAY);
    await expectAccessible(shop);
    await confirmBoth(shop);
    const sent = requests();
    try {
      const { complete } = await checkout(shop);
      expect(complete.order.total).to.equal(preview.adjusted_price);
      const body = JSON.parse(sent.seen.find((r) => r.path.endsWith('/shop/upgrade'))!.body);
      expect(Object.keys(body)).to.deep.equal(['bundle']);
    } finally {
      sent.restore();
    }
  });
});
