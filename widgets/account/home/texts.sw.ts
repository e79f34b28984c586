import type * as en from './texts';

/** Kiswahili of ./texts: the welcome screen's words. */
export const ADD_NEW = 'Ongeza Mpya';
export const TUTOR = 'Mkufunzi';
export const MANAGE_STUDENTS = 'Simamia Wanafunzi';
export const UPGRADE_PLAN = 'Boresha mpango';
export const OPENING = 'Inafungua...';
export const NO_STUDENTS = 'Ongeza mwanafunzi wako wa kwanza ili aanze kujifunza.';
export const NONE_YET = 'Bado hakuna wanafunzi.';
export const COULD_NOT_OPEN = 'Programu ya kujifunzia haikuweza kufunguliwa. Tafadhali jaribu tena.';
