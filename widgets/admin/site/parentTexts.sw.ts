import type * as en from './parentTexts';

/** Kiswahili of ./parentTexts: the Parents card. */
export const PARENTS = 'Wazazi';
export const PARENTS_INTRO =
  'Tafuta mwenye akaunti kwa barua pepe au nambari ya simu ili kumaliza kila kipindi chake cha kuingia, kwenye kila kifaa (k.m. baada ya simu kupotea au kompyuta ya pamoja).';
export const PARENT_SEARCH = 'Barua pepe au nambari ya simu';
export const FIND_PARENT = 'Tafuta mzazi';
export const SEARCH = 'Tafuta';
export const NO_PARENT = 'Hakuna mzazi anayelingana.';
export const PARENT_NAME = 'Jina';
export const PARENT_EMAIL = 'Barua pepe';
export const PARENT_PHONE = 'Nambari ya simu';
export const END_SESSIONS = 'Maliza vipindi';
export const endSessionsQuestion: typeof en.endSessionsQuestion = (name) =>
  `Umalize kila kipindi cha ${name}? Atalazimika kuingia tena kwenye kila kifaa.`;
export const sessionsEnded: typeof en.sessionsEnded = (name) => `${name} ametolewa kwenye kila kifaa.`;
