/** The terms and conditions of docs/behaviour.md, Who it is for, in Kiswahili, for the checkout's Terms dialog. */
export const TERMS: readonly string[] = [
  'Bei ya mipango ni kwa kila mwanafunzi: unalipa ada kwa kila mwanafunzi aliye kwenye mpango wako.',
  'Bei yako itabaki ile ile mradi akaunti yako haijaisha muda wake.',
  'Hairuhusiwi kushiriki akaunti na watu wengine.',
  'Ni akaunti kuu pekee inayoweza kununua mipango na kuwaruhusu wanafunzi kuingia.',
  'Maudhui ya ziada yanaweza kununuliwa kila mwezi.',
  'Huduma hii haijaidhinishwa rasmi.',
  'Masharti haya yanasimamiwa na sheria za Jimbo la Ontario.',
  'Mabadiliko ya masharti haya yanahitaji notisi ya siku 30: notisi ya siku 30 kamili za kalenda masharti yanapobadilishwa baada ya kampuni kuungana na nyingine, na notisi ya mwezi mmoja kwa mabadiliko makubwa.',
];
