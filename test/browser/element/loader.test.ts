import { expect } from '@open-wc/testing';
import { load, widgets } from '../../../src/loader';

describe('loader', () => {
  it('knows the five elements', () => {
    expect(Object.keys(widgets).sort()).to.deep.equal(
      ['soma-account', 'soma-admin', 'soma-login', 'soma-plan-shop', 'soma-student-login'],
    );
  });

  it('defines an element only once its chunk has loaded', async () => {
    expect(customElements.get('soma-admin')).to.equal(undefined);
    await load('soma-admin');
    expect(customElements.get('soma-admin')).to.be.a('function');
  });
});
