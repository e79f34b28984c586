import { expect } from '@open-wc/testing';
import { load, register } from '../../../src/loader';
import { elements } from '../../../widgets/elements';

describe('loader', () => {
  it('knows no element until the entry file hands it the registry', async () => {
    let error: unknown;
    await load('soma-admin').catch((caught: unknown) => (error = caught));
    expect(String(error)).to.contain('Unknown Soma element: soma-admin');
    expect(customElements.get('soma-admin')).to.equal(undefined);
  });

  it('knows the five elements of the registry', () => {
    expect(Object.keys(elements).sort()).to.deep.equal([
      'soma-account',
      'soma-admin',
      'soma-login',
      'soma-plan-shop',
      'soma-student-login',
    ]);
  });

  it('defines an element only once its chunk has loaded', async () => {
    register(elements);
    expect(customElements.get('soma-admin')).to.equal(undefined);
    await load('soma-admin');
    expect(customElements.get('soma-admin')).to.be.a('function');
  });
});
