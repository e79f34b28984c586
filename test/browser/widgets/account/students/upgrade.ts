import { expect } from '@open-wc/testing';
import { button, events } from '../home/helpers';

/** Clicks Upgrade and checks that it leaves for the shop, which is to come back to the students list. */
export function expectUpgradeToShop(account: HTMLElement): void {
  const navigations = events<{ to: string; state?: { returnTo: string } }>('soma-navigate', { cancel: true });
  try {
    button(account, 'Upgrade').click();
    expect(navigations.seen).to.deep.equal([{ to: '/account/bundles', state: { returnTo: '/account/students' } }]);
  } finally {
    navigations.stop();
  }
}
