import type { Catalogue } from '../catalogue';

/** Kiswahili, for families in Kenya; the same `{name}` values as `en.ts`, and the text message stays short. */
export const sw: Catalogue = {
  recovery_code: {
    subject: 'Nambari yako ya kubadilisha nenosiri',
    text: [
      'Nambari yako ya kubadilisha nenosiri ni {code}.',
      'Itaisha baada ya dakika {minutes}. Kama hukuomba kubadilisha nenosiri lako, puuza ujumbe huu.',
    ],
    sms: 'Nambari yako ya kubadilisha nenosiri ni {code}. Itaisha baada ya dakika {minutes}. Kama hukuiomba, puuza ujumbe huu.',
  },
  receipt: {
    subject: 'Malipo yamepokelewa: {amount}',
    text: [
      'Habari {name},',
      'Asante: tumepokea malipo yako ya {amount} kwa {plan} tarehe {date}.',
      'Umelipa kwa {method}. Nambari ya agizo {order}.',
      'Risiti yako: {link}',
      '{brand}',
    ],
    sms: '{brand}: malipo ya {amount} yamepokelewa tarehe {date} kwa {plan} ({method}), agizo {order}. Risiti: {link}',
  },
  renewal_reminder: {
    subject: 'Kumbusho: mpango wako utasasishwa tarehe {date}',
    text: [
      'Habari {name},',
      'Mpango wako wa {brand}, {plan}, utasasishwa tarehe {date}. Siku hiyo tutatoza {amount} kwenye kadi yako.',
      'Ukitaka kubadilisha kadi au mpango wako kabla ya hapo: {link}',
      '{brand}',
    ],
    sms: '{brand}: mpango wako ({plan}) utasasishwa tarehe {date}. Tutatoza {amount} kwenye kadi yako. Mpango wako: {link}',
  },
  renewal_reminder_mpesa: {
    subject: 'Kumbusho: mpango wako utasasishwa tarehe {date}',
    text: [
      'Habari {name},',
      'Mpango wako wa {brand}, {plan}, utasasishwa tarehe {date} kwa {amount}.',
      'Utapokea ombi la M-Pesa kwenye {phone} tarehe {date}: weka PIN yako ya M-Pesa ili kulipa.',
      'Ukitaka kubadilisha namba au mpango wako kabla ya hapo: {link}',
      '{brand}',
    ],
    sms: '{brand}: mpango wako ({plan}) utasasishwa tarehe {date} kwa {amount}. Utapokea ombi la M-Pesa kwenye {phone} tarehe {date}. Mpango wako: {link}',
  },
  renewal_reminder_credit: {
    subject: 'Kumbusho: mpango wako utasasishwa tarehe {date}',
    text: [
      'Habari {name},',
      'Mpango wako wa {brand}, {plan}, utasasishwa tarehe {date}. Salio kwenye akaunti yako linalipia usasishaji huu: hutatozwa chochote.',
      'Mpango wako: {link}',
      '{brand}',
    ],
    sms: '{brand}: mpango wako ({plan}) utasasishwa tarehe {date}. Salio kwenye akaunti yako linaulipia. Mpango wako: {link}',
  },
  renewal_failed: {
    subject: 'Malipo ya mpango wako hayakufanikiwa',
    text: [
      'Habari {name},',
      'Hatukuweza kupokea malipo ya {amount} ya kusasisha mpango wako wa {brand}, {plan}: {reason}',
      'Lipa sasa ili kuendelea na mpango wako: {link}',
      'Usipolipa kufikia tarehe {end}, mpango wako utaisha siku hiyo.',
      '{brand}',
    ],
    sms: '{brand}: malipo ya {amount} ya mpango wako ({plan}) hayakufanikiwa. {reason} Lipa kufikia tarehe {end} ili kuendelea nao: {link}',
  },
  renewal_failed_again: {
    subject: 'Mpango wako utaisha tarehe {end} usipolipiwa',
    text: [
      'Habari {name},',
      'Usasishaji wa mpango wako wa {brand}, {plan}, bado haujalipiwa ({amount}). Mpango wako utaisha tarehe {end}.',
      'Lipa sasa ili kuuendeleza: {link}',
      '{brand}',
    ],
    sms: '{brand}: mpango wako ({plan}) bado haujalipiwa na utaisha tarehe {end}. Lipa {amount} sasa ili kuuendeleza: {link}',
  },
  plan_ended: {
    subject: 'Mpango wako wa {brand} umeisha',
    text: [
      'Habari {name},',
      'Mpango wako wa {brand}, {plan}, uliisha tarehe {date}, kwa kuwa uliughairi.',
      'Wanafunzi wako wataweza kujifunza tena mara tu utakapochagua mpango: {link}',
      '{brand}',
    ],
    sms: '{brand}: mpango wako ({plan}) uliisha tarehe {date}. Chagua mpango ili kujifunza tena: {link}',
  },
  price_change: {
    subject: 'Bei ya mpango wako inabadilika',
    text: [
      'Habari {name},',
      'Bei ya mpango wako wa {brand}, {plan}, inapanda kutoka {old} hadi {price}.',
      'Bei mpya itatumika kuanzia usasishaji wa tarehe {from}; hadi wakati huo utaendelea kulipa {old}.',
      'Mpango wako: {link}',
      '{brand}',
    ],
    sms: '{brand}: bei ya mpango wako ({plan}) inapanda kutoka {old} hadi {price}, kuanzia usasishaji wa tarehe {from}. Mpango wako: {link}',
  },
  trial_ending: {
    subject: 'Kipindi chako cha majaribio bila malipo kinaisha tarehe {date}',
    text: [
      'Habari {name},',
      'Kipindi chako cha majaribio bila malipo cha {brand} kinaisha tarehe {date}.',
      'Ili kuendelea kujifunza bila kukatizwa, chagua mpango kabla ya hapo: {link}',
      '{brand}',
    ],
    sms: '{brand}: kipindi chako cha majaribio bila malipo kinaisha tarehe {date}. Chagua mpango ili kuendelea kujifunza: {link}',
  },
};
