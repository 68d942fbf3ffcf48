import { vocabulary } from './types';

/** Finnish number words from five to seventeen, which join the unit into one word ('kolmetoistavuotias'). */
const YOUNG_AGES = [
  'viisi', 'kuusi', 'seitsemän', 'kahdeksan', 'yhdeksän', 'kymmenen', 'kymmen', 'yksitoista', 'kaksitoista', 'kolmetoista',
  'neljätoista', 'viisitoista', 'kuusitoista', 'seitsemäntoista',
];

/**
 * Finnish. Words take many case endings, so most terms are stems; 'laps*' would catch the English
 * 'lapse' and 'alasto*' the name Alastor, so their forms are listed one by one. 'tyttö' and 'poika' are
 * said of adults too and pass; an age beside them is read by the age rules ('13-vuotias' already is).
 * Ages in number words join the unit ('kolmetoistavuotias') and are listed as stems.
 */
export default vocabulary('fi', 'Finnish', {
  minors: [
    'lapsi', 'lapset', 'lapsen', 'lapsia', 'lapsena', 'lapsesta', 'lapselle', 'lapsilla', 'lapsille', 'lapsien', 'lasten kanssa',
    'lapsiporn*', 'lapsiseksi*', 'lapsimorsi*', 'pikkulap*', 'pikkutyttö*', 'pikkupoika', 'pikkupojat', 'pikkupojan',
    'tyttölap*', 'poikalap*', 'tyttövauva*', 'poikavauva*', 'vauva', 'vauvat', 'vauvan', 'vauvoja', 'vauvana', 'vastasynty*',
    'taapero*', 'koululai*', 'koulutyttö*', 'koulupoika', 'koulupojat', 'koulupojan', 'ala-ikäi*', 'alaikäi*', 'teini*',
    'esiteini*', 'murrosikäi*', 'pedofiil*', 'lapsiin kohdistuva',
    ...YOUNG_AGES.flatMap((age) => ['s', 'aat', 'aan', 'sta', 'ana', 'ita', 'asta'].map((ending) => `${age}vuotia${ending}`)),
    ...YOUNG_AGES.map((age) => `${age} vuotias`),
  ],
  schoolLevels: [
    'alakoulu*', 'yläkoulu*', 'ala-aste*', 'alaaste*', 'yläaste*', 'ylaaste*', 'peruskoulu*', 'lukiolai*', 'lukiotyttö*',
    'lukiossa',
    'lukion oppilas', 'päiväkoti*', 'päiväkodi*', 'esikoulu*', 'eskari*', 'lastentarh*', 'tarhaikäi*',
    ...['eka', 'toka', 'kolmas', 'neljäs', 'viides', 'kuudes', 'seitsemäs', 'kahdeksas', 'yhdeksäs'].flatMap((grade) =>
      ['luokka', 'luokalla', 'luokkalainen', 'luokkalaiset', 'luokkalaisen', 'luokkalaista', 'luokkalaisia'].map(
        (ending) => `${grade}${ending}`,
      ),
    ),
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((grade) => `${grade} luokkalainen`),
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((grade) => `${grade} luokan oppilas`),
  ],
  ageOfConsent: [
    'ei vielä täysi-ikäinen', 'ei täysi-ikäinen', 'ei ole vielä täysi-ikäinen', 'ei ole täysi-ikäinen', 'alle täysi-ikäinen',
    'alle suojaikärajan', 'suojaikärajan alla',
    'suojaikärajan alittava', 'alle 18-vuotias', 'alle 18-vuotiaan', 'alle 16-vuotias', 'alle 15-vuotias',
  ],
  lifeEvents: [
    'rippikoulu*', 'rippileiri*', 'konfirmaatio', 'konfirmaation', 'ensimmäinen koulupäivä', 'koulun aloitus', 'murrosikä',
    'murrosiässä', 'murrosiän',
  ],
  minorCues: [
    'koulupuku', 'koulupuvussa', 'koulupuvun', 'kouluunivormu', 'kouluunivormussa', 'kouluunivormun', 'pikkusisko*',
    'pikkuveli', 'pikkuveljen',
    'nuoren näköinen', 'nuorennäköinen', 'lapsenomai*', 'lapsellinen', 'tyttömäinen', 'nalle', 'nallekarhu',
  ],
  sexual: [
    'alaston', 'alastomana', 'alastomat', 'alastoman', 'alastomia', 'alasti', 'alastonkuva', 'alastonkuvat', 'alastonkuvia',
    'porno*', 'seksi',
    'seksiä', 'seksikäs', 'seksikkäs', 'seksikkäät', 'eroottinen', 'eroottisen', 'eroottisia', 'rinnat', 'rintoja', 'tissit',
    'nännit', 'nänni', 'pillu', 'kyrpä', 'nussia', 'nussii', 'alusvaatteet', 'alusvaatteissa', 'alushousut', 'rintaliivit',
    'yläosattomissa', 'yläosaton', 'riisuutuu', 'riisuutunut', 'vaatteeton', 'ilman vaatteita', 'itsetyydytys', 'kiimainen',
  ],
  adulthood: [
    'aikuinen', 'aikuiset', 'aikuisen', 'aikuista', 'täysi-ikäinen', 'täysi-ikäisen', 'täysikasvuinen', 'kypsä',
    'yli 18-vuotias',
  ],
  harmless: ['vastasyntynyt varsa', 'vastasyntynyt vasikka', 'vastasyntyneet kissanpennut', 'vastasyntynyt karitsa'],
  youngBody: ['litteä rinta', 'litteärintainen', 'kehittymätön', 'kehittymättömät', 'ei rintoja'],
  childhoodItems: ['vaippa', 'vaipat', 'tuttipullo', 'saparot', 'pehmolelu', 'harjoitusliivit'],
  ageUnits: ['vuotta vanha', 'vuoden ikäinen'],
});
