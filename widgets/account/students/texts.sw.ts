import type * as en from './texts';

/** Kiswahili of ./texts: the students pages' words. */
export const MANAGE_STUDENTS = 'Simamia Wanafunzi';
export const ADD_STUDENT = 'Ongeza Mwanafunzi';
export const NEW_STUDENT = 'Ongeza Mwanafunzi';
export const EDIT_STUDENT = 'Hariri Maelezo ya Mwanafunzi';
export const EDIT = 'Hariri';
export const DELETE = 'Futa';
export const UPGRADE = 'Boresha';
export const SAVE = 'Hifadhi';
export const CANCEL = 'Ghairi';
export const LOADING = 'Inapakia...';
export const NO_STUDENTS = 'Bado hakuna wanafunzi.';
export const GRADE = 'Darasa';
export const SCHOOL = 'Shule';
export const LOGIN = 'Jina la kuingia';
export const HAS_LOGIN = 'Ana jina la kuingia';
export const NO_LOGIN = 'Hana jina la kuingia';
export const NOT_GIVEN = 'Haijawekwa';
export const STUDENT_DELETED = 'Mwanafunzi ameondolewa.';
export const STUDENT_NOT_FOUND = 'Mwanafunzi huyu hakupatikana.';
export const NO_PLAN_FORM = 'Wanafunzi wanaweza kuongezwa akaunti ikishakuwa na mpango.';
export const BACK = 'Rudi';
export const UPGRADE_TO_ADD = 'Ili kuongeza mwanafunzi mwingine, boresha mpango wako.';
/** Why no student can be added: the plan (or the free trial) is full. */
export { allowanceMessage as limitReason } from '../../../src/domain/studentLimit';

/* The student form. */
export const FIRST_NAME = 'Jina la Kwanza';
export const LAST_NAME = 'Jina la Mwisho';
export const GENDER = 'Jinsia';
export const AGE = 'Umri';
export const SCHOOL_NAME = 'Jina la Shule';
export const SCHOOL_REGION = 'Eneo la Shule';
export const NONE = 'Hakuna';
export const CHOOSE_GRADE = 'Chagua darasa';
export const CHOOSE_AVATAR = 'Chagua Picha';
export const STUDENT_LOGIN = 'Kuingia kwa Mwanafunzi';
export const SET_LOGIN = 'Weka Jina la Kuingia';
export const CHANGE_LOGIN = 'Badilisha Jina la Kuingia';
export const RESET_PASSWORD = 'Weka Nenosiri Jipya';
export const NO_LOGIN_YET =
  'Bado hana jina la kuingia: mwanafunzi anafungua programu ya kujifunzia kupitia akaunti yako.';
export const loginLine: typeof en.loginLine = (login) => `Jina la kuingia: ${login}`;
export const PASSWORD_SET = 'Lina nenosiri';
export const NO_PASSWORD = 'Bila nenosiri';
export const LOGIN_SAVED_LATER = 'Litahifadhiwa pamoja na mwanafunzi.';
export const CHECK_FIELDS = 'Tafadhali angalia sehemu zilizowekwa alama nyekundu.';

/* The avatar picker. */
export const PICK_TITLE = 'Chagua Picha';
export const COLOUR = 'Rangi';
export const ICON = 'Ikoni';
export const DONE = 'Tayari';
export const NO_ICON = 'Hakuna ikoni';
export const NO_AVATARS = 'Hakuna picha zinazopatikana.';
export const COLOUR_NAMES: typeof en.COLOUR_NAMES = {
  blue: 'Bluu',
  green: 'Kijani',
  red: 'Nyekundu',
  yellow: 'Njano',
};
export { iconName } from './iconName';

/* The login dialogs. */
export const PASSWORD = 'Nenosiri';
export const NEW_PASSWORD = 'Nenosiri Jipya';
export const RECOMMEND_PASSWORD =
  'Tunapendekeza uweke nenosiri, ili mwanafunzi wako peke yake ndiye aweze kuingia kwa jina hili.';
export const LOGIN_FOREVER = 'Jina la kuingia haliwezi kubadilishwa wala kuondolewa likishahifadhiwa.';
export const PASSWORD_RESET_DONE = 'Nenosiri la mwanafunzi limewekwa upya.';
export const RESET_HINT = 'Viungo vya kujifunzia vilivyokwisha kutumwa kwa mwanafunzi huyu havitafanya kazi tena.';
export const LOGIN_SAVED = 'Jina la kuingia la mwanafunzi limehifadhiwa.';
