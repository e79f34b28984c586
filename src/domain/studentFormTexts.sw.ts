import { AGE_MAX, AGE_MIN } from './limits';
import type * as en from './studentFormTexts';

/** Kiswahili of ./studentFormTexts. */
export const MALE = 'Kiume';
export const FEMALE = 'Kike';
export const PREFER_NOT_TO_SAY = 'Sipendi Kusema';

export const FIRST_NAME = 'Jina la Kwanza';
export const LAST_NAME = 'Jina la Mwisho';
export const GENDER = 'Jinsia';
export const GRADE = 'Darasa';
export const AGE = 'Umri';
export const SCHOOL_NAME = 'Jina la Shule';
export const SCHOOL_REGION = 'Eneo la Shule';

export const AGE_MESSAGE = `Umri lazima uwe kati ya ${AGE_MIN} na ${AGE_MAX}.`;
export const GENDER_MESSAGE = 'Jinsia lazima iwe mojawapo ya: Kiume, Kike, Sipendi Kusema.';
