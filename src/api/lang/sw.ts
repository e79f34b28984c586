import type { Attribute, Message } from './en';

/**
 * Kiswahili, written for families in Kenya: each English template of `en.ts` with its
 * placeholders, and the field names as a Kenyan family reads them beside the form.
 */
export const sw: { messages: Record<Message, string>; attributes: Record<Attribute, string> } = {
  messages: {
    'The given data was invalid.': 'Taarifa ulizotuma si sahihi.',
    ':message (and :count more error)': ':message (na kosa lingine :count)',
    ':message (and :count more errors)': ':message (na makosa mengine :count)',

    'The :attribute field is required.': 'Sehemu ya :attribute inahitajika.',
    'The :attribute field is prohibited.': 'Sehemu ya :attribute hairuhusiwi.',
    'The :attribute field must not be greater than :max characters.': 'Sehemu ya :attribute isizidi herufi :max.',
    'The :attribute field must not be greater than :max.': 'Sehemu ya :attribute isizidi :max.',
    'The :attribute field must be between :min and :max.': 'Sehemu ya :attribute lazima iwe kati ya :min na :max.',
    'The :attribute field must be between :min and :max digits.':
      'Sehemu ya :attribute lazima iwe na tarakimu kati ya :min na :max.',
    'The :attribute field must be at least 1.': 'Sehemu ya :attribute lazima iwe angalau 1.',
    'The :attribute field must be at least :min characters.': 'Sehemu ya :attribute lazima iwe na angalau herufi :min.',
    'The selected :attribute is invalid.': 'Chaguo la :attribute si sahihi.',
    'The :attribute field must be one of :values.': 'Sehemu ya :attribute lazima iwe mojawapo ya hizi: :values.',
    'The :attribute field must be a valid email address.':
      'Sehemu ya :attribute lazima iwe anwani sahihi ya barua pepe.',
    'The :attribute field format is invalid.': 'Sehemu ya :attribute haijaandikwa kwa njia sahihi.',
    'The :attribute field must be a valid JSON string.': 'Sehemu ya :attribute lazima iwe maandishi sahihi ya JSON.',
    'The :attribute field must only contain letters, numbers, dashes, and underscores.':
      'Sehemu ya :attribute iwe na herufi, namba, vistari na mistari ya chini pekee.',
    'The :attribute field must be a valid URL.': 'Sehemu ya :attribute lazima iwe anwani sahihi ya mtandao (URL).',
    'The :attribute field must be a file.': 'Sehemu ya :attribute lazima iwe faili.',
    'The :attribute field must be an image.': 'Sehemu ya :attribute lazima iwe picha.',
    'The :attribute field must match :other.': 'Sehemu ya :attribute lazima ilingane na :other.',
    'The :attribute field must be a comma-separated list of ISO 3166-1 alpha-2 country codes.':
      'Sehemu ya :attribute lazima iwe orodha ya misimbo ya nchi (ISO 3166-1 alpha-2) iliyotenganishwa kwa koma.',
    'The :attribute field must be a comma-separated list of ids.':
      'Sehemu ya :attribute lazima iwe orodha ya vitambulisho iliyotenganishwa kwa koma.',
    'The :attribute field must be a string.': 'Sehemu ya :attribute lazima iwe maandishi.',
    'The :attribute field must be an integer.': 'Sehemu ya :attribute lazima iwe namba kamili.',
    'The :attribute field must be a number.': 'Sehemu ya :attribute lazima iwe namba.',
    'The :attribute field must be true or false.': 'Sehemu ya :attribute lazima iwe ndiyo au hapana.',
    'The :attribute field must be an array.': 'Sehemu ya :attribute lazima iwe orodha.',
    'The :attribute field must be a whole number of shillings.':
      'Sehemu ya :attribute lazima iwe idadi kamili ya shilingi.',
    'The :attribute field must be a hex colour such as #1a2b3c.':
      'Sehemu ya :attribute lazima iwe rangi ya hex, kwa mfano #1a2b3c.',
    'The :attribute field must be text on one line.': 'Sehemu ya :attribute lazima iwe maandishi ya mstari mmoja.',
    'The :attribute field must not contain a NUL character.': 'Sehemu ya :attribute isiwe na herufi ya NUL.',
    'The :attribute field must be valid UTF-8 text.': 'Sehemu ya :attribute lazima iwe maandishi sahihi ya UTF-8.',
    'The :attribute must be a mobile number from :countries, e.g. 0712 345 678.':
      ':attribute lazima iwe namba ya simu ya mkononi kutoka :countries, kwa mfano 0712 345 678.',
    'The :attribute must be a mobile number from :countries.':
      ':attribute lazima iwe namba ya simu ya mkononi kutoka :countries.',
    'The :attribute field is required when :other is not present.':
      'Sehemu ya :attribute inahitajika pale :other haipo.',
    'The :attribute field is required when :other is present.': 'Sehemu ya :attribute inahitajika pale :other ipo.',
    'The :attribute has already been taken.': 'Thamani ya :attribute uliyoweka tayari inatumika.',
    'The :attribute field must not be greater than :kilobytes kilobytes.':
      'Sehemu ya :attribute isizidi kilobaiti :kilobytes.',
    'The :attribute field must be a file of type: :values.':
      'Sehemu ya :attribute lazima iwe faili ya aina hizi: :values.',
    'The :attribute field must not have more than :max items.': 'Sehemu ya :attribute isizidi vipengele :max.',
    'The :attribute field must be entered in full; a masked value cannot be saved.':
      'Andika sehemu ya :attribute yote; thamani iliyofichwa kwa nyota haiwezi kuhifadhiwa.',
    'The :attribute field must be an https URL or an uploaded image.':
      'Sehemu ya :attribute lazima iwe anwani ya https au picha uliyopakia.',
    'The :attribute field is required while the other M-Pesa credentials are set.':
      'Sehemu ya :attribute inahitajika kwa kuwa vitambulisho vingine vya M-Pesa vimewekwa.',
    'The :attribute field must only contain letters, numbers, dots, dashes, underscores and @.':
      'Sehemu ya :attribute iwe na herufi, namba, nukta, vistari, mistari ya chini na @ pekee.',
    'The :attribute field must be a JSON object with an icon (a name or null) and a color (:values).':
      'Sehemu ya :attribute lazima iwe kitu cha JSON chenye aikoni (jina au null) na rangi (:values).',
    'The :attribute field and current password must be different.':
      'Sehemu ya :attribute lazima iwe tofauti na nenosiri la sasa.',

    'Unauthenticated.': 'Tafadhali ingia kwenye akaunti yako kwanza.',
    'This action is unauthorized.': 'Huna ruhusa ya kufanya hivi.',
    'Not Found': 'Haikupatikana',
    'Too Many Attempts.': 'Umejaribu mara nyingi mno. Tafadhali subiri kidogo kisha ujaribu tena.',
    'Server Error': 'Hitilafu kwenye seva. Tafadhali jaribu tena baadaye.',
    'Service Unavailable': 'Huduma haipatikani kwa muda. Tafadhali jaribu tena baada ya muda mfupi.',
    'Bad Request': 'Ombi si sahihi.',
    'The multipart body is malformed.': 'Ombi la fomu limeharibika.',
    'The request was not received in full.': 'Ombi halikufika lote.',
    'The request body is not valid JSON.': 'Maudhui ya ombi si JSON sahihi.',
    'The request body is nested too deeply.': 'Maudhui ya ombi yamepangwa kwa kina kupita kiasi.',
    'The idempotency key must not be greater than 255 characters.': 'Ufunguo wa ombi usizidi herufi 255.',
    'This idempotency key was already used for a different request.':
      'Ufunguo huu wa ombi tayari umetumika kwa ombi lingine.',
    'A request with this idempotency key is still being processed.': 'Ombi lenye ufunguo huu bado linashughulikiwa.',
    'The :method method is not supported for this route. Supported methods: :values.':
      'Njia ya :method haikubaliki hapa. Njia zinazokubaliwa: :values.',
    'The _method field must be :values.': 'Sehemu ya _method lazima iwe :values.',
    'The socket id is invalid.': 'Kitambulisho cha muunganisho si sahihi.',
    'This portal needs JavaScript.': 'Tovuti hii inahitaji JavaScript.',

    'These credentials do not match our records.':
      'Taarifa ulizoweka hazilingani na akaunti yoyote. Tafadhali hakikisha kisha ujaribu tena.',
    'Too many login attempts. Please try again in :seconds seconds.':
      'Umejaribu kuingia mara nyingi mno. Tafadhali jaribu tena baada ya sekunde :seconds.',
    'Student login is not enabled.': 'Wanafunzi hawawezi kuingia wenyewe kwenye tovuti hii.',
    'This login link is invalid or has expired.': 'Kiungo hiki cha kuingia si sahihi au muda wake umekwisha.',
    'This learning session has ended. Ask for a new link.': 'Kipindi hiki cha masomo kimekwisha. Omba kiungo kipya.',
    'The password is incorrect.': 'Nenosiri si sahihi.',
    'A payment is still being processed. You can delete your account once it has finished.':
      'Malipo bado yanashughulikiwa. Utaweza kufuta akaunti yako malipo hayo yakikamilika.',
    'This account has no tutor id.': 'Akaunti hii haina kitambulisho cha mwalimu.',
    'The code is invalid or has expired.': 'Nambari ya uthibitisho si sahihi au muda wake umekwisha.',
    'This password reset has expired. Please start again.':
      'Muda wa kubadilisha nenosiri umekwisha. Tafadhali anza upya.',
    'Too many password reset requests. Please try again in 1 minute.':
      'Umeomba kubadilisha nenosiri mara nyingi mno. Tafadhali jaribu tena baada ya dakika 1.',
    'Too many password reset requests. Please try again in :minutes minutes.':
      'Umeomba kubadilisha nenosiri mara nyingi mno. Tafadhali jaribu tena baada ya dakika :minutes.',
    'Enter the email address or the phone number of your account.': 'Weka barua pepe au namba ya simu ya akaunti yako.',
    'Codes cannot be sent by email on this site. Enter the phone number of your account instead.':
      'Tovuti hii haiwezi kutuma nambari ya uthibitisho kwa barua pepe. Badala yake, weka namba ya simu ya akaunti yako.',
    'Codes cannot be sent by text message on this site. Enter the email address of your account instead.':
      'Tovuti hii haiwezi kutuma nambari ya uthibitisho kwa SMS. Badala yake, weka barua pepe ya akaunti yako.',
    'Codes cannot be sent from this site at the moment. Please contact support.':
      'Kwa sasa tovuti hii haiwezi kutuma nambari za uthibitisho. Tafadhali wasiliana na huduma kwa wateja.',

    'Payments are not available yet.': 'Malipo bado hayapatikani.',
    'Card payments are not available.': 'Malipo kwa kadi hayapatikani.',
    'M-Pesa payments are not available.': 'Malipo kwa M-Pesa hayapatikani.',
    'The selected card could not be found. Please enter your card again.':
      'Kadi uliyochagua haikupatikana. Tafadhali weka kadi yako tena.',
    'Your card has expired. Please use a different card.':
      'Muda wa kadi yako umekwisha. Tafadhali tumia kadi nyingine.',
    'Your card has expired.': 'Muda wa kadi yako umekwisha.',
    'Your card was declined.': 'Kadi yako imekataliwa.',
    'Your card was declined. This transaction requires authentication.':
      'Kadi yako imekataliwa. Malipo haya yanahitaji uthibitisho wa benki yako.',
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.':
      'Hatukuweza kuthibitisha njia yako ya malipo. Tafadhali chagua njia nyingine ya malipo kisha ujaribu tena.',
    'Your card number is invalid.': 'Namba ya kadi yako si sahihi.',
    "Your card's expiration year is in the past.": 'Mwaka wa mwisho wa kadi yako umeshapita.',
    "Your card's expiration date is in the past.": 'Tarehe ya mwisho wa kadi yako imeshapita.',
    "Your card's security code is invalid.": 'Namba ya usalama ya kadi yako (CVC) si sahihi.',
    'The card payment was not completed.': 'Malipo kwa kadi hayakukamilika.',
    'The payment was not completed.': 'Malipo hayakukamilika.',
    'The payment could not be found.': 'Malipo hayakupatikana.',
    'The card could not be found.': 'Kadi haikupatikana.',
    'No such payment method.': 'Njia hiyo ya malipo haipo.',
    'No such payment.': 'Malipo hayo hayapo.',
    'No such order.': 'Oda hiyo haipo.',
    'The payment request is unknown.': 'Ombi hilo la malipo halijulikani.',
    'M-Pesa could not send the payment request. Please check the number and try again.':
      'M-Pesa haikuweza kutuma ombi la malipo. Tafadhali hakikisha namba kisha ujaribu tena.',
    'The M-Pesa payment request could not be confirmed. Please try again.':
      'Ombi la malipo la M-Pesa halikuweza kuthibitishwa. Tafadhali jaribu tena.',
    // Safaricom's own words on the phone where it has them (docs/money.md).
    'The M-Pesa prompt was cancelled on the phone.': 'Ombi limeghairiwa na mtumiaji.',
    'The M-Pesa prompt was not answered in time.':
      'Ombi la M-Pesa halikujibiwa kwa wakati. Weka PIN yako ya M-Pesa mara tu ombi linapofika.',
    'The M-Pesa balance was not enough for this payment.': 'Salio lako la M-Pesa halitoshi kwa malipo haya.',
    'The M-Pesa PIN entered was wrong.': 'PIN ya M-Pesa uliyoweka si sahihi.',
    'M-Pesa declined the payment.': 'M-Pesa imekataa malipo.',
    'The M-Pesa prompt could not be sent. Please check the number and try again.':
      'Ombi la M-Pesa halikuweza kutumwa. Tafadhali hakikisha namba kisha ujaribu tena.',
    'The transaction was declined.': 'Muamala umekataliwa.',
    'Request cancelled by user.': 'Ombi limeghairiwa na mtumiaji.',
    'DS timeout user cannot be reached.': 'Simu haikupatikana kwa wakati.',
    'The balance is insufficient for the transaction.': 'Salio halitoshi kwa muamala huu.',
    'The initiator information is invalid.': 'Taarifa za mwanzilishi wa muamala si sahihi.',
    'This order can no longer be paid. Please choose your plan again.':
      'Oda hii haiwezi kulipiwa tena. Tafadhali chagua mpango wako upya.',
    'This renewal can no longer be paid: the plan it renewed has ended. Choose a plan to start again today.':
      'Usasishaji huu hauwezi kulipiwa tena: mpango uliousasisha umekwisha. Chagua mpango uanze upya leo.',
    'This order can no longer be paid: another plan has been bought since. Check your plan.':
      'Oda hii haiwezi kulipiwa tena: mpango mwingine umenunuliwa tangu hapo. Angalia mpango wako.',
    'This change can no longer be paid: your plan has changed since it was made. Choose the change again.':
      'Mabadiliko haya hayawezi kulipiwa tena: mpango wako umebadilika tangu yalipofanywa. Chagua mabadiliko upya.',
    'This change can no longer be paid: the plan it changed is no longer active. Choose a plan to start again today.':
      'Mabadiliko haya hayawezi kulipiwa tena: mpango uliobadilishwa haufanyi kazi tena. Chagua mpango uanze upya leo.',
    'This change can no longer be paid: it is already your plan.':
      'Mabadiliko haya hayawezi kulipiwa tena: huu tayari ndio mpango wako.',
    'This order can no longer be paid: the plan is no longer offered. Choose another plan.':
      'Oda hii haiwezi kulipiwa tena: mpango huu hautolewi tena. Chagua mpango mwingine.',
    'A payment for your plan is still being processed.': 'Malipo ya mpango wako bado yanashughulikiwa.',
    'The order names no card to charge.': 'Oda hii haina kadi ya kutoza.',
    'The order names no way to pay.': 'Oda hii haina njia ya malipo.',
    'The order names no number to prompt.': 'Oda hii haina namba ya simu ya kutumia ombi la M-Pesa.',
    'This order is not waiting for a payment.': 'Oda hii haisubiri malipo.',
    'Your plan is not paid by M-Pesa.': 'Mpango wako haulipwi kwa M-Pesa.',
    'You already have an active plan. Change your plan instead.':
      'Tayari una mpango unaotumika. Badala yake, badilisha mpango wako.',
    'You have no active plan to change.': 'Huna mpango unaotumika wa kubadilisha.',
    'This is already your plan.': 'Huu tayari ndio mpango wako.',
    'You have no active plan.': 'Huna mpango unaotumika.',
    'This account has no active plan.': 'Akaunti hii haina mpango unaotumika.',

    '1 student, :duration': 'Mwanafunzi 1, :duration',
    ':count students, :duration': 'Wanafunzi :count, :duration',
    '1 student, :duration, until your next billing date': 'Mwanafunzi 1, :duration, hadi tarehe ya malipo yajayo',
    ':count students, :duration, until your next billing date':
      'Wanafunzi :count, :duration, hadi tarehe ya malipo yajayo',
    'Credit for the unused part of your current plan': 'Salio la sehemu ya mpango wako wa sasa ambayo haijatumika',
    'Credit on your account': 'Salio kwenye akaunti yako',
    'Owing from earlier payments': 'Deni la malipo ya awali',
    'Kept as credit on your account': 'Kimewekwa kama salio kwenye akaunti yako',
    'Rounded down to whole shillings': 'Kimepunguzwa hadi shilingi kamili',
    Monthly: 'Kila Mwezi',
    Yearly: 'Kila Mwaka',
    ':count Months': 'Miezi :count',

    'The login of a student cannot be changed once set.':
      'Jina la kuingia la mwanafunzi haliwezi kubadilishwa likishawekwa.',
    'This student has no login yet: set a login first.':
      'Mwanafunzi huyu bado hana jina la kuingia: weka jina la kuingia kwanza.',
    'You have too many students. Please deactivate 1 student(s) or upgrade your plan':
      'Una wanafunzi wengi kupita kiasi. Tafadhali sitisha mwanafunzi 1 au uboreshe mpango wako',
    'You have too many students. Please deactivate :count student(s) or upgrade your plan':
      'Una wanafunzi wengi kupita kiasi. Tafadhali sitisha wanafunzi :count au uboreshe mpango wako',
    'Your plan allows 1 student.': 'Mpango wako unaruhusu mwanafunzi 1.',
    'Your plan allows :count students.': 'Mpango wako unaruhusu wanafunzi :count.',
    'Your free trial allows 1 student.': 'Kipindi chako cha majaribio bila malipo kinaruhusu mwanafunzi 1.',
    'Your free trial allows :count students.': 'Kipindi chako cha majaribio bila malipo kinaruhusu wanafunzi :count.',
    ':message Remove a student or upgrade your plan to add another.':
      ':message Ondoa mwanafunzi mmoja au uboreshe mpango wako ili kuongeza mwingine.',
    'You need an active plan to add students.': 'Unahitaji mpango unaotumika ili kuongeza wanafunzi.',
    "This plan is for 1 student and you have :count. After the change, every student's tile stays blocked until you remove :over student(s) or upgrade your plan.":
      'Mpango huu ni wa mwanafunzi 1 na wewe una :count. Baada ya mabadiliko, kadi ya kila mwanafunzi itabaki imefungwa hadi upunguze idadi ya wanafunzi kwa :over au uboreshe mpango wako.',
    "This plan is for :students students and you have :count. After the change, every student's tile stays blocked until you remove :over student(s) or upgrade your plan.":
      'Mpango huu ni wa wanafunzi :students na wewe una :count. Baada ya mabadiliko, kadi ya kila mwanafunzi itabaki imefungwa hadi upunguze idadi ya wanafunzi kwa :over au uboreshe mpango wako.',

    'The debug tools only work while payments run in sandbox or test mode; this site takes real payments.':
      'Zana za majaribio hufanya kazi tu malipo yakiwa katika hali ya majaribio; tovuti hii inapokea malipo halisi.',
    'Debug can only be on while payments run in sandbox or test mode: live card keys or production M-Pesa are set.':
      'Hali ya majaribio inaweza kuwashwa tu malipo yakiwa katika hali ya majaribio: funguo halisi za kadi au M-Pesa halisi zimewekwa.',
    'There are no plans to base a subscription on.': 'Hakuna mpango wa kutumia kuanzisha usajili.',
    'There is no logo of that name.': 'Hakuna nembo yenye jina hilo.',
    'The shop currency field is required.': 'Sehemu ya sarafu ya duka inahitajika.',
    'The smtp url field must be an smtp:// or smtps:// URL, such as smtp://user:password@mail.example.com:587.':
      'Sehemu ya anwani ya SMTP lazima ianze na smtp:// au smtps://, kwa mfano smtp://user:password@mail.example.com:587.',
    'The mail from field must be an email address, such as School <office@school.example>.':
      'Sehemu ya mtumaji wa barua lazima iwe anwani ya barua pepe, kwa mfano School <office@school.example>.',
    'The mpesa shortcode field must be the paybill or till number, 5 to 7 digits.':
      'Sehemu ya shortcode ya M-Pesa lazima iwe namba ya Paybill au Till, tarakimu 5 hadi 7.',
    'The cors origins field must be a comma-separated list of origins, such as https://school.example.':
      'Sehemu ya tovuti zinazoruhusiwa (CORS) lazima iwe orodha ya anwani iliyotenganishwa kwa koma, kwa mfano https://school.example.',
    'Families hold this plan: its students and duration stay as they bought them. Retire it and create another.':
      'Familia zina mpango huu: idadi ya wanafunzi na muda wake hubaki kama walivyonunua. Ustaafishe kisha uunde mwingine.',
    'This plan is retired and cannot be changed.': 'Mpango huu umestaafishwa na hauwezi kubadilishwa.',
    'A plan for 1 student, :duration, is already on sale.': 'Mpango wa mwanafunzi 1, :duration, tayari unauzwa.',
    'A plan for :students students, :duration, is already on sale.':
      'Mpango wa wanafunzi :students, :duration, tayari unauzwa.',

    'The card public key field must be a publishable key, such as pk_test_... or pk_live_....':
      'Sehemu ya ufunguo wa umma wa kadi lazima iwe ufunguo wa umma (publishable), kama pk_test_... au pk_live_....',
    'The card public key field holds a secret key: it would be shown to every visitor. Enter the publishable key (pk_test_... or pk_live_...) here and the secret key below.':
      'Sehemu ya ufunguo wa umma wa kadi ina ufunguo wa siri: ungeonyeshwa kwa kila mgeni. Weka ufunguo wa umma (pk_test_... au pk_live_...) hapa na ufunguo wa siri hapo chini.',
    'The card secret key field must be a secret key, such as sk_test_..., sk_live_... or a restricted rk_ key.':
      'Sehemu ya ufunguo wa siri wa kadi lazima iwe ufunguo wa siri, kama sk_test_..., sk_live_... au ufunguo wenye vikwazo wa rk_.',
    'The card secret key field holds a publishable key (pk_...). Enter the secret key (sk_... or rk_...) here.':
      'Sehemu ya ufunguo wa siri wa kadi ina ufunguo wa umma (pk_...). Weka ufunguo wa siri (sk_... au rk_...) hapa.',
    'The card public key field is required while a card secret key is set.':
      'Sehemu ya ufunguo wa umma wa kadi inahitajika wakati ufunguo wa siri wa kadi umewekwa.',
    'The card keys must both be test keys or both be live keys: the public key is a :public_mode key and the secret key a :secret_mode key.':
      'Funguo za kadi lazima ziwe zote za majaribio (test) au zote halisi (live): ufunguo wa umma ni wa :public_mode na ufunguo wa siri ni wa :secret_mode.',
    'The card webhook secret field must be a webhook signing secret, such as whsec_....':
      'Sehemu ya siri ya webhook ya kadi lazima iwe siri ya kusaini webhook, kama whsec_....',
    'Stripe could not be reached to check this key; nothing was changed. Try again once the server can reach Stripe.':
      'Stripe haikuweza kufikiwa ili kukagua ufunguo huu; hakuna kilichobadilishwa. Jaribu tena seva ikishaweza kufikia Stripe.',
    'Stripe refused this key: :reason': 'Stripe imekataa ufunguo huu: :reason',
    'The sidebar footer url field must be an https URL or a path starting with a slash.':
      'Sehemu ya URL ya chini ya upau wa pembeni lazima iwe URL ya https au njia inayoanza na mkwaju (/).',
    "The :attribute field must differ from the other login page's address, /.":
      'Sehemu ya :attribute lazima itofautiane na anwani ya ukurasa mwingine wa kuingia, /.',
    'The :attribute field must be a path of letters, digits, dashes and underscores starting with a slash, such as /student.':
      'Sehemu ya :attribute lazima iwe njia ya herufi, tarakimu, vistari na mistari ya chini inayoanza na mkwaju (/), kama /student.',
    'The :attribute field cannot be :path: the portal uses that address for another page, so nobody could log in there.':
      'Sehemu ya :attribute haiwezi kuwa :path: tovuti inatumia anwani hiyo kwa ukurasa mwingine, kwa hivyo hakuna mtu angeweza kuingia hapo.',
    'The :what has a contrast of :ratio against :against; it must be at least :least:1 (WCAG AA) to be readable.':
      'Utofautishaji wa :what dhidi ya :against ni :ratio; lazima uwe angalau :least:1 (WCAG AA) ili kusomeka kwa urahisi.',
    'text on the primary colour': 'rangi ya maandishi juu ya rangi kuu',
    'the primary colour': 'rangi kuu',
    'primary colour (links and headings)': 'rangi kuu (viungo na vichwa)',
    'the white page': 'ukurasa mweupe',
    'text colour': 'rangi ya maandishi',

    'The learning platform did not answer within 1 second.': 'Jukwaa la masomo halikujibu ndani ya sekunde 1.',
    'The learning platform did not answer within :seconds seconds.':
      'Jukwaa la masomo halikujibu ndani ya sekunde :seconds.',
    'The learning platform could not be reached. Check the platform URL.':
      'Jukwaa la masomo halikupatikana. Hakikisha anwani ya jukwaa.',
    'The learning platform refused the platform key (:status).':
      'Jukwaa la masomo limekataa ufunguo wa jukwaa (:status).',
    'The learning platform does not know this school (404). Check the school ID.':
      'Jukwaa la masomo halitambui shule hii (404). Hakikisha kitambulisho cha shule.',
    'The learning platform failed (:status).': 'Jukwaa la masomo limeshindwa (:status).',
    "The learning platform's answer was not understood.": 'Jibu la jukwaa la masomo halikueleweka.',
    'No SMTP server is configured.': 'Hakuna seva ya SMTP iliyowekwa.',
    'No SMS gateway is configured.': 'Hakuna huduma ya SMS iliyowekwa.',
    'The message could not be sent.': 'Ujumbe haukuweza kutumwa.',
    'The SMS gateway did not answer in time.': 'Huduma ya SMS haikujibu kwa wakati.',
    'The SMS gateway could not be reached.': 'Huduma ya SMS haikupatikana.',
    'The SMS gateway refused the OAuth credentials (:status).':
      'Huduma ya SMS imekataa vitambulisho vya OAuth (:status).',
    'The SMS gateway refused the credentials (401).': 'Huduma ya SMS imekataa vitambulisho (401).',
    'The SMS gateway answered :status.': 'Huduma ya SMS imejibu :status.',
    'The SMS gateway refused the message (:status).': 'Huduma ya SMS imekataa ujumbe (:status).',
    'The SMS gateway answered without a recipient status.': 'Huduma ya SMS imejibu bila hali ya mpokeaji.',
    'The SMS gateway did not send the message (:code).': 'Huduma ya SMS haikutuma ujumbe (:code).',
    'The SMTP server answered :code.': 'Seva ya SMTP imejibu :code.',
    'The SMTP server could not be reached (:code).': 'Seva ya SMTP haikupatikana (:code).',
  },
  attributes: {
    body: 'maudhui ya ombi',
    'first name': 'jina la kwanza',
    'last name': 'jina la mwisho',
    email: 'barua pepe',
    'phone number': 'namba ya simu',
    password: 'nenosiri',
    'new password': 'nenosiri jipya',
    'new password confirmation': 'uthibitisho wa nenosiri jipya',
    'current password': 'nenosiri la sasa',
    'password confirmation': 'uthibitisho wa nenosiri',
    login: 'jina la kuingia',
    'login token': 'tokeni ya kuingia',
    token: 'tokeni',
    session: 'kipindi',
    'unique code': 'nambari ya uthibitisho',
    verification: 'uthibitisho',
    region: 'eneo',
    locale: 'lugha',
    name: 'jina',
    gender: 'jinsia',
    age: 'umri',
    school: 'shule',
    grade: 'darasa',
    avatar: 'picha ya wasifu',
    plan: 'mpango',
    students: 'wanafunzi',
    duration: 'muda',
    bundle: 'kifurushi',
    payment: 'malipo',
    'payment method': 'njia ya malipo',
    'M-Pesa phone number': 'namba ya simu ya M-Pesa',
    card: 'kadi',
    number: 'namba ya kadi',
    'exp month': 'mwezi wa mwisho',
    'exp year': 'mwaka wa mwisho',
    cvc: 'CVC',
    'payment method id': 'kitambulisho cha njia ya malipo',
    'payment secret': 'siri ya malipo',
    'order id': 'namba ya oda',
    subscription: 'usajili',
    'product id': 'kitambulisho cha mpango',
    'idempotency key': 'ufunguo wa ombi',
    'socket id': 'kitambulisho cha muunganisho',
    'channel name': 'jina la chaneli',
    'tutor id': 'kitambulisho cha mwalimu',
    code: 'msimbo',
    favicon: 'aikoni ya tovuti',
    logo: 'nembo',
    accountRequirements: 'mahitaji ya akaunti',
    'alternate login type': 'aina ya kuingia mbadala',
    'alternate login url': 'URL mbadala ya kuingia',
    approve: 'idhinisho',
    'brand embedded': 'chapa ndani ya tovuti nyingine',
    'brand font': 'fonti ya chapa',
    'brand name': 'jina la chapa',
    'brand primary': 'rangi kuu ya chapa',
    'brand primary text': 'rangi ya maandishi juu ya rangi kuu',
    'brand text': 'rangi ya maandishi ya chapa',
    'card public key': 'ufunguo wa umma wa kadi',
    'card secret key': 'ufunguo wa siri wa kadi',
    'card webhook secret': 'siri ya webhook ya kadi',
    'config key': 'ufunguo wa mpangilio',
    'cors origins': 'tovuti zinazoruhusiwa (CORS)',
    debug: 'hali ya majaribio',
    everywhere: 'kila mahali',
    'feedback url': 'anwani ya maoni',
    'family messages': 'ujumbe kwa familia',
    'family messages.receipt': 'ujumbe kwa familia: risiti',
    'family messages.receipt.email': 'ujumbe kwa familia: risiti kwa barua pepe',
    'family messages.receipt.sms': 'ujumbe kwa familia: risiti kwa SMS',
    'family messages.renewal reminder': 'ujumbe kwa familia: kumbusho la kusasisha',
    'family messages.renewal reminder.email': 'ujumbe kwa familia: kumbusho la kusasisha kwa barua pepe',
    'family messages.renewal reminder.sms': 'ujumbe kwa familia: kumbusho la kusasisha kwa SMS',
    'family messages.renewal failed': 'ujumbe kwa familia: malipo ya kusasisha yasiyofanikiwa',
    'family messages.renewal failed.email': 'ujumbe kwa familia: malipo ya kusasisha yasiyofanikiwa kwa barua pepe',
    'family messages.renewal failed.sms': 'ujumbe kwa familia: malipo ya kusasisha yasiyofanikiwa kwa SMS',
    'family messages.plan ended': 'ujumbe kwa familia: mpango ulioisha',
    'family messages.plan ended.email': 'ujumbe kwa familia: mpango ulioisha kwa barua pepe',
    'family messages.plan ended.sms': 'ujumbe kwa familia: mpango ulioisha kwa SMS',
    'family messages.price change': 'ujumbe kwa familia: mabadiliko ya bei',
    'family messages.price change.email': 'ujumbe kwa familia: mabadiliko ya bei kwa barua pepe',
    'family messages.price change.sms': 'ujumbe kwa familia: mabadiliko ya bei kwa SMS',
    'family messages.trial ending': 'ujumbe kwa familia: mwisho wa majaribio',
    'family messages.trial ending.email': 'ujumbe kwa familia: mwisho wa majaribio kwa barua pepe',
    'family messages.trial ending.sms': 'ujumbe kwa familia: mwisho wa majaribio kwa SMS',
    ga: 'Google Analytics',
    'hide sidebar': 'kuficha upau wa pembeni',
    icon: 'aikoni',
    'logo alt': 'maelezo ya nembo',
    'mail from': 'mtumaji wa barua',
    'mpesa consumer key': 'consumer key ya M-Pesa',
    'mpesa consumer secret': 'consumer secret ya M-Pesa',
    'mpesa environment': 'mazingira ya M-Pesa',
    'mpesa passkey': 'passkey ya M-Pesa',
    'mpesa shortcode': 'shortcode ya M-Pesa',
    'nav logo alt': 'maelezo ya nembo ya menyu',
    page: 'ukurasa',
    'parent id': 'kitambulisho cha mzazi',
    'per page': 'idadi kwa kila ukurasa',
    'phone countries': 'nchi za namba za simu',
    platform: 'jukwaa la masomo',
    'platform key': 'ufunguo wa jukwaa',
    'platform school id': 'kitambulisho cha shule kwenye jukwaa',
    position: 'nafasi',
    price: 'bei',
    'region id': 'eneo',
    'reminder days': 'siku za kumbusho',
    search: 'utafutaji',
    shopCurrency: 'sarafu ya duka',
    'shop currency': 'sarafu ya duka',
    'sidebar footer': 'maandishi ya chini ya upau wa pembeni',
    'sidebar footer url': 'anwani ya chini ya upau wa pembeni',
    'sidebar lines': 'mistari ya upau wa pembeni',
    'sidebar title': 'kichwa cha upau wa pembeni',
    'sms oauth id': 'kitambulisho cha OAuth cha SMS',
    'sms oauth secret': 'siri ya OAuth ya SMS',
    'sms password': 'nenosiri la huduma ya SMS',
    'sms url': 'anwani ya huduma ya SMS',
    'sms username': 'jina la mtumiaji la huduma ya SMS',
    'smtp url': 'anwani ya SMTP',
    status: 'hali',
    'student id': 'kitambulisho cha mwanafunzi',
    'student login enabled': 'wanafunzi kuingia wenyewe',
    style: 'mtindo',
    'support url': 'anwani ya huduma kwa wateja',
    translations: 'tafsiri',
    'translations.sw': 'maandishi kwa Kiswahili',
    'translations.sw.logo alt': 'maelezo ya nembo kwa Kiswahili',
    'translations.sw.nav logo alt': 'maelezo ya nembo ya menyu kwa Kiswahili',
    'translations.sw.sidebar footer': 'maandishi ya chini ya upau wa pembeni kwa Kiswahili',
    'translations.sw.sidebar lines': 'mistari ya upau wa pembeni kwa Kiswahili',
    'translations.sw.sidebar title': 'kichwa cha upau wa pembeni kwa Kiswahili',
    'trial days': 'siku za majaribio',
    'trial students': 'wanafunzi wa majaribio',
    'tutor course ids': 'vitambulisho vya kozi za mwalimu',
    'tutor enabled': 'huduma ya mwalimu',
    'update subscription': 'kusasisha usajili',
    'use for renewals': 'kutumia kwa malipo ya kusasisha',
    'resume billing': 'kurejesha malipo ya kiotomatiki',
    days: 'siku',
    hours: 'saa',
  },
};
