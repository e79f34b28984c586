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
};
