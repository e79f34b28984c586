import { expect } from '@open-wc/testing';
import { isBlank, isValid, requiredErrors, requiredMessage } from '../../../src/domain/fields';

describe('fields', () => {
  it('tells blank values', () => {
    for (const value of [undefined, null, '', '   ', NaN]) expect(isBlank(value), String(value)).to.equal(true);
    for (const value of ['a', ' a ', 0, false, [], {}]) expect(isBlank(value), String(value)).to.equal(false);
  });

  it('words required errors as the server does', () => {
    expect(requiredMessage('First Name')).to.equal('The first name field is required.');
  });

  it('lists blank required fields only, in order', () => {
    const fields = [
      { name: 'b', label: 'B', required: true },
      { name: 'a', label: 'A', required: true },
      { name: 'c', label: 'C', required: false },
    ];
    expect(requiredErrors(fields, { b: ' ', a: 'x' })).to.deep.equal({ b: ['The b field is required.'] });
    expect(Object.keys(requiredErrors(fields, {}))).to.deep.equal(['b', 'a']);
    expect(requiredErrors(fields, { a: 'x', b: 'y' })).to.deep.equal({});
  });

  it('tells an errors object without messages', () => {
    expect(isValid({})).to.equal(true);
    expect(isValid({ a: [] })).to.equal(true);
    expect(isValid({ a: ['x'] })).to.equal(false);
  });
});
