import { durationLabel } from '../../../src/domain/duration';
import { nounCount } from '../../../src/domain/plural';
import type * as en from './texts';

/** Kiswahili of ./texts: the Plans page's words. */
export const PLANS_TITLE = 'Mipango';
export const PLANS_INTRO =
  'Mipango ambayo familia zinaweza kununua, kwa mpangilio unaoonyeshwa dukani. Bei mpya inatumika mara moja kwa ununuzi mpya; familia zilizo kwenye mpango zinabaki na bei yao, na bei ya juu zaidi inafikia malipo yao ya kila kipindi mwezi mmoja baada ya kuibadilisha (bei ya chini, kwenye malipo yao yanayofuata).';
export const ON_SALE = 'Mipango inayouzwa';
export const RETIRED_PLANS = 'Mipango iliyostaafishwa';
export const RETIRED_INTRO =
  'Haitolewi tena. Familia zilizo na mpango uliostaafishwa zinaendelea nao, na unaendelea kulipiwa kila kipindi, hadi zibadilishe mpango.';
export const NO_PLANS = 'Hakuna mipango inayouzwa: duka halina cha kutoa.';
export const ADD_PLAN = 'Ongeza mpango';
export const EDIT_PLAN = 'Hariri mpango';
export const RETIRE = 'Staafisha';
export const EDIT = 'Hariri';
export const MOVE_UP = 'Sogeza juu';
export const MOVE_DOWN = 'Sogeza chini';
export const SAVE = 'Hifadhi';
export const CANCEL = 'Ghairi';
export const LOADING = 'Inapakia...';
export const STUDENTS = 'Wanafunzi';
export const DURATION = 'Muda (miezi)';
export const DURATION_COLUMN = 'Muda';
export const PRICE = 'Bei (shilingi)';
export const PRICE_COLUMN = 'Bei';
export const SAVINGS = 'Akiba';
export const FAMILIES = 'Familia';
export const ACTIONS = 'Vitendo';
export const PREVIEW = 'Hakiki ya duka';
export const PREVIEW_INTRO = 'Kile wageni wanachoona dukani.';
export const TERMS_FIXED =
  'Kuna familia zilizo na mpango huu, kwa hivyo idadi ya wanafunzi na muda wake vinabaki kama vilivyo.';
export const PRICE_HINT = 'Shilingi kamili, kwa kila kipindi.';
export const SMALL_PRICE =
  'Kwa Ksh 100 au chini, familia inayonunua mpango huu bado inalipa kipindi chake cha kwanza chote mara moja, lakini kubadilisha kwenda mpango huu kutoka mpango mwingine kunakofikia Ksh 100 au chini kunaongezwa kwenye malipo yao yajayo badala ya kutozwa sasa (isipokuwa mpango wao umeghairiwa). Watoa huduma za kadi wanaweza kukataa malipo madogo hivi.';
export const savingsPreview: typeof en.savingsPreview = (percent) =>
  percent > 0
    ? `Unaokoa ${percent}% ukilinganisha na mpango wa kila mwezi.`
    : 'Hakuna akiba ukilinganisha na mpango wa kila mwezi.';
export const pendingPrice: typeof en.pendingPrice = (price, date) =>
  `Familia zilizo kwenye mpango huu zitalipa ${price} kwa malipo ya kila kipindi ya tarehe ${date} au baadaye.`;
export const planWords: typeof en.planWords = (students, duration) =>
  `${nounCount(students, 'mwanafunzi', 'wanafunzi')}, ${durationLabel(duration)}`;
export const retireQuestion: typeof en.retireQuestion = (plan) =>
  `Ustaafishe mpango wa ${plan}? Utaondoka dukani; familia zilizo nao zitaendelea nao hadi zibadilishe mpango.`;
export const planRetired: typeof en.planRetired = (plan) => `Mpango wa ${plan} umestaafishwa.`;
export const planSaved: typeof en.planSaved = (plan) => `Mpango wa ${plan} umehifadhiwa.`;
export const planMoved: typeof en.planMoved = (plan, position, total) =>
  `Mpango wa ${plan} umehamishiwa nafasi ya ${position} kati ya ${total}.`;
