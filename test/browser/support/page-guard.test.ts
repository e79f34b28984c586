import { expect } from '@open-wc/testing';
import { goTo } from '../../../src/handoff/leave';
import { pageLoads, sendable } from './page-guard';

describe('the test page guard', () => {
  it('keeps the test page when the SDK leaves for another page, and notes where it went', () => {
    const before = pageLoads().length;
    goTo('/learn?token=abc');
    expect(pageLoads().slice(before)).to.deep.equal(['/learn?token=abc']);
    expect(location.pathname).to.not.equal('/learn');
  });

  it('turns DOM nodes in a failure into their markup, also inside arrays', () => {
    const div = document.createElement('div');
    div.setAttribute('part', 'loading-overlay');
    expect(sendable(div)).to.equal('<div part="loading-overlay"></div>');
    expect(sendable([div, 'text', 3])).to.deep.equal(['<div part="loading-overlay"></div>', 'text', 3]);
    expect(sendable(document.createTextNode('hi'))).to.equal('#text hi');
    expect(sendable({ a: 1 })).to.deep.equal({ a: 1 });
    expect(sendable(null)).to.equal(null);
  });
});
