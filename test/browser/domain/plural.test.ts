import { expect } from '@open-wc/testing';
import { nounCount } from '../../../src/domain/plural';

describe('nounCount', () => {
  it('names one with the singular and puts the number after the noun', () => {
    expect(nounCount(1, 'mwanafunzi', 'wanafunzi')).to.equal('mwanafunzi 1');
    expect(nounCount(1, 'Mwezi', 'Miezi')).to.equal('Mwezi 1');
  });

  it('names every other count with the plural, none included', () => {
    expect(nounCount(2, 'mwanafunzi', 'wanafunzi')).to.equal('wanafunzi 2');
    expect(nounCount(12, 'mwezi', 'miezi')).to.equal('miezi 12');
    expect(nounCount(0, 'mwanafunzi', 'wanafunzi')).to.equal('wanafunzi 0');
  });
});
