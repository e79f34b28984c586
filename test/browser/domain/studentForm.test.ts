import { expect } from '@open-wc/testing';
import {
  AGE_MESSAGE,
  GENDER_MESSAGE,
  GENDERS,
  genderLabel,
  isNoRegion,
  isValidAge,
  NO_REGION,
  parseAge,
  STUDENT_FIELDS,
  validateStudent,
} from '../../../src/domain/studentForm';

const valid = { first_name: 'Amani', last_name: 'Otieno', gender: 'f', grade: '4' };

describe('studentForm', () => {
  it('lists the fields with their API names, labels and required flags', () => {
    expect(STUDENT_FIELDS.map((f) => [f.name, f.label, f.required])).to.deep.equal([
      ['first_name', 'First Name', true],
      ['last_name', 'Last Name', true],
      ['gender', 'Gender', true],
      ['grade', 'Grade', true],
      ['age', 'Age', false],
      ['school', 'School Name', false],
      ['region', 'School Region', false],
    ]);
  });

  it('has the three genders', () => {
    expect(GENDERS).to.deep.equal([
      { value: 'm', label: 'Male' },
      { value: 'f', label: 'Female' },
      { value: 'o', label: 'Prefer not to Say' },
    ]);
    expect(genderLabel('m')).to.equal('Male');
    expect(genderLabel('f')).to.equal('Female');
    expect(genderLabel('o')).to.equal('Prefer not to Say');
    expect(genderLabel('x')).to.equal(null);
    expect(genderLabel('')).to.equal(null);
  });

  it('accepts the required fields alone', () => {
    expect(validateStudent(valid)).to.deep.equal({});
  });

  it('accepts every optional field', () => {
    expect(validateStudent({ ...valid, age: 9, school: 'Hill School', region: 3 })).to.deep.equal({});
    expect(validateStudent({ ...valid, age: '', school: '', region: NO_REGION })).to.deep.equal({});
    expect(validateStudent({ ...valid, age: null, school: null, region: null })).to.deep.equal({});
  });

  it('requires each required field, keyed by its API name', () => {
    expect(validateStudent({})).to.deep.equal({
      first_name: ['The first name field is required.'],
      last_name: ['The last name field is required.'],
      gender: ['The gender field is required.'],
      grade: ['The grade field is required.'],
    });
    for (const name of ['first_name', 'last_name', 'gender', 'grade']) {
      expect(Object.keys(validateStudent({ ...valid, [name]: '' })), name).to.deep.equal([name]);
      expect(Object.keys(validateStudent({ ...valid, [name]: '   ' })), name).to.deep.equal([name]);
      expect(Object.keys(validateStudent({ ...valid, [name]: null })), name).to.deep.equal([name]);
    }
  });

  it('takes a grade of 0', () => {
    expect(validateStudent({ ...valid, grade: 0 })).to.deep.equal({});
  });

  it('rejects a gender outside m, f and o', () => {
    expect(validateStudent({ ...valid, gender: 'x' })).to.deep.equal({ gender: [GENDER_MESSAGE] });
    expect(validateStudent({ ...valid, gender: 'Male' })).to.deep.equal({ gender: [GENDER_MESSAGE] });
    for (const g of ['m', 'f', 'o']) expect(validateStudent({ ...valid, gender: g })).to.deep.equal({});
  });

  describe('age', () => {
    it('takes 1 to 120', () => {
      for (const age of [1, 2, 60, 119, 120, '1', '120', ' 7 ']) expect(isValidAge(age), String(age)).to.equal(true);
    });

    it('refuses 0, 121 and beyond', () => {
      for (const age of [0, 121, -1, 1000, '0', '121']) expect(isValidAge(age), String(age)).to.equal(false);
      expect(validateStudent({ ...valid, age: 0 })).to.deep.equal({ age: [AGE_MESSAGE] });
      expect(validateStudent({ ...valid, age: 121 })).to.deep.equal({ age: [AGE_MESSAGE] });
      expect(AGE_MESSAGE).to.equal('The age field must be between 1 and 120.');
    });

    it('refuses what is not a whole number', () => {
      for (const age of ['abc', '12a', 7.5, '7.5', Infinity]) expect(isValidAge(age), String(age)).to.equal(false);
    });

    it('is optional; NaN is what an empty number input answers', () => {
      for (const age of [null, undefined, '', '  ', NaN]) expect(isValidAge(age), String(age)).to.equal(true);
    });

    it('parses', () => {
      expect(parseAge('12')).to.equal(12);
      expect(parseAge(12)).to.equal(12);
      expect(parseAge('')).to.equal(null);
      expect(parseAge(null)).to.equal(null);
      expect(Number.isNaN(parseAge('twelve'))).to.equal(true);
    });
  });

  it('treats None and blank as no region', () => {
    expect(isNoRegion('None')).to.equal(true);
    expect(isNoRegion('')).to.equal(true);
    expect(isNoRegion(null)).to.equal(true);
    expect(isNoRegion(undefined)).to.equal(true);
    expect(isNoRegion(4)).to.equal(false);
    expect(isNoRegion('Nairobi')).to.equal(false);
  });
});
