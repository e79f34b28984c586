import { AGE_MAX, AGE_MIN } from './limits';

/** The student form's words (studentForm.ts): the genders, the field labels and the messages. */
export const MALE = 'Male';
export const FEMALE = 'Female';
export const PREFER_NOT_TO_SAY = 'Prefer not to Say';

export const FIRST_NAME = 'First Name';
export const LAST_NAME = 'Last Name';
export const GENDER = 'Gender';
export const GRADE = 'Grade';
export const AGE = 'Age';
export const SCHOOL_NAME = 'School Name';
export const SCHOOL_REGION = 'School Region';

export const AGE_MESSAGE = `The age field must be between ${AGE_MIN} and ${AGE_MAX}.`;
export const GENDER_MESSAGE = 'The gender field must be one of Male, Female, Prefer not to Say.';
