import { vocabulary } from './types';

/**
 * Georgian, in its own script and in the Latin letters people type, which are listed as terms of their
 * own ('bavshvi', 'shishveli'; 'w' or 'ts' for 'წ'): Georgian terms are not compared in Latin letters.
 * The Latin terms are also read on a Georgian prompt's any-ascii spelling, and on its look-alike reading,
 * which garbles it ('ბავშვობის' reads 'bavshvmbis'): so they are whole forms, never stems, and the
 * harmless 'ბავშვობა' (childhood) is a phrase of the script. 'ბავშვ*' (child) takes every suffix. 'გოგო' (girl) and 'ბიჭი' (boy) are said
 * of young adults too and pass, and so does 'გოგონა' but in a sexual prompt; an age beside them is read by
 * the age rules ('13 წლის გოგო'). 'პირველი კლასი' is also 'first class': grades are listed from the second.
 */

/**
 * Numbers 1-99 before 'წლის' or 'წელი', counted in twenties: 1-19 are words of their own ('ცამეტი', 13),
 * and 21-99 are a score joined to them in one word ('ოცდაცამეტი', 33), so none ends with a smaller number
 * written apart. In Latin letters only the teens and the forms that are no other word ('khuti', 5); not
 * 'sami' (3, a name), 'ori' (2) nor 'ati' (10).
 */
const ONE_TO_NINETEEN = [
  'ერთი', 'ორი', 'სამი', 'ოთხი', 'ხუთი', 'ექვსი', 'შვიდი', 'რვა', 'ცხრა', 'ათი', 'თერთმეტი', 'თორმეტი', 'ცამეტი', 'თოთხმეტი',
  'თხუთმეტი', 'თექვსმეტი', 'ჩვიდმეტი', 'თვრამეტი', 'ცხრამეტი',
];
const SCORES: readonly [string, string, number][] = [['ოცი', 'ოცდა', 20], ['ორმოცი', 'ორმოცდა', 40], ['სამოცი', 'სამოცდა', 60], ['ოთხმოცი', 'ოთხმოცდა', 80]];
const LATIN_NUMBERS: Readonly<Record<string, number>> = {
  otkhi: 4, otxi: 4, khuti: 5, xuti: 5, eqvsi: 6, ekvsi: 6, shvidi: 7, cxra: 9, tskhra: 9, tertmeti: 11, tormeti: 12, cameti: 13,
  tsameti: 13, totkhmeti: 14, totxmeti: 14, tkhutmeti: 15, txutmeti: 15, teqvsmeti: 16, tekvsmeti: 16, chvidmeti: 17, tvrameti: 18,
  cxrameti: 19, tskhrameti: 19, oci: 20, otsi: 20,
};
const NUMBER_WORDS: Record<string, number> = { ...LATIN_NUMBERS };
ONE_TO_NINETEEN.forEach((number, index) => {
  NUMBER_WORDS[number] = index + 1;
});
for (const [alone, joined, value] of SCORES) {
  NUMBER_WORDS[alone] = value;
  ONE_TO_NINETEEN.forEach((number, index) => {
    NUMBER_WORDS[`${joined}${number}`] = value + index + 1;
  });
}

const GRADES = ['მეორე', 'მესამე', 'მეოთხე', 'მეხუთე', 'მეექვსე', 'მეშვიდე', 'მერვე', 'მეცხრე', 'მეათე', 'მეთერთმეტე'];

export default vocabulary('ka', 'Georgian', {
  minors: [
    'ბავშვ*', 'ჩვილ*', 'ახალშობილ*', 'პატარა გოგო', 'პატარა გოგონა', 'პატარა გოგოები', 'პატარა ბიჭი', 'მოზარდ*', 'თინეიჯერ*',
    'არასრულწლოვან*', 'სკოლის მოსწავლე', 'მოსწავლე გოგო', 'სკოლელი*', 'პედოფილ*', 'ბავშვთა პორნო*',
    'bavshvi', 'bavshvebi', 'bavshvis', 'bavshvs', 'bavshvebs', 'bavshvebis', 'bavshvma', 'bavshvebma', 'bavshvistvis', 'chvili', 'chvilebi', 'akhalshobili', 'axalshobili', 'patara gogo', 'patara gogona', 'patara gogoebi', 'patara bichi',
    'mozardi', 'mozardebi', 'mozardi gogo', 'tineijeri', 'arasrulwlovani', 'arasrultslovani', 'arasrulclovani', 'skolis moswavle',
    'skolis mostsavle', 'moswavle gogo', 'skoleli gogo', 'pedofili',
  ],
  schoolLevels: [
    'დაწყებითი სკოლ*', 'დაწყებით კლას*', 'დაწყებითი კლას*', 'საბავშვო ბაღ*', 'საშუალო სკოლის მოსწავლე', 'უფროსკლასელ*', 'დაწყებითკლასელ*',
    ...GRADES.flatMap((grade) => [`${grade} კლასი`, `${grade} კლასის`, `${grade}კლასელ*`]),
    ...Array.from({ length: 12 }, (_, index) => index + 1).flatMap((grade) => [`მე-${grade} კლას*`, `მე${grade} კლას*`]),
    'dawyebiti skola', 'datsyebiti skola', 'sabavshvo baghi', 'sabavshvo bagi',
    ...Array.from({ length: 12 }, (_, index) => index + 1).flatMap((grade) => [`me ${grade} klasi`, `me${grade} klasi`, `me ${grade} klasis`]),
  ],
  ageOfConsent: [
    'ჯერ არ არის 18', '18 წლამდე', '18 წლის არ არის', 'ჯერ არასრულწლოვანია', 'თანხმობის ასაკს ქვემოთ', 'სრულწლოვანი არ არის',
    'jer ar aris 18', '18 wlamde', '18 tslamde',
  ],
  lifeEvents: ['პირველი ზიარება', 'ბოლო ზარი', 'პირველი ზარი', 'სქესობრივი მომწიფება', 'bolo zari', 'pirveli ziareba'],
  minorCues: [
    'სკოლის ფორმა*', 'უმცროსი და', 'პატარა და', 'უმცროსი ძმა', 'ახალგაზრდულად გამოიყურება', 'გოგონა', 'გოგონები', 'მოსწავლე*',
    'skolis forma', 'umcrosi da', 'umtsrosi da', 'gogona', 'gogonebi', 'moswavle',
  ],
  sexual: [
    'შიშველ*', 'შიშვლად', 'გაშიშვლებულ*', 'ტანსაცმლის გარეშე', 'სექსი', 'სექსუალურ*', 'პორნო*', 'ეროტიკულ*', 'მკერდი', 'მკერდით',
    'ძუძუ*', 'საცვალ*', 'საცვლებ*', 'სქესობრივი კავშირ*', 'სასქესო ორგან*', 'მეძავი', 'shishveli', 'shishvlad', 'gashishvlebuli',
    'tansacmlis gareshe', 'tansatsmlis gareshe', 'seqsi', 'seqsualuri', 'erotikuli', 'mkerdi', 'dzudzuebi', 'sacvali', 'satsvali',
    'sacvlebi',
  ],
  adulthood: ['ზრდასრულ*', 'სრულწლოვან*', 'მოწიფულ*', '18 წელს ზემოთ', 'zrdasruli', 'srulwlovani', 'srultslovani', 'mowifuli'],
  harmless: ['ბავშვობა*', 'ბავშვობის*', 'ბავშვთა ექიმი', 'საბავშვო ექიმი', 'ბავშვების ექიმი', 'bavshvebis ekimi'],
  youngBody: ['ბრტყელი მკერდი', 'მკერდის გარეშე', 'განუვითარებელ*', 'ganuvitarebeli', 'brtyeli mkerdi'],
  childhoodItems: ['საფენ*', 'საწოვარა*', 'ბავშვის ბოთლი', 'safeni', 'sawovara', 'satsovara'],
  childhoodHints: ['სათამაშო დათვი', 'თოჯინა', 'სკოლის ჩანთა', 'ორი ნაწნავი', 'tojina'],
  // Not the romanised 'kali' (a woman), the Indonesian 'times' ('3 kali'); nor 'ის' and 'მას' (she, he), also 'that'.
  people: [
    'ქალი', 'ქალები', 'ქალბატონი', 'კაცი', 'მამაკაცი', 'გოგო', 'გოგოები', 'ბიჭი', 'ბიჭები', 'ცოლი', 'ქმარი', 'პატარძალი', 'შეყვარებული', 'მოდელი',
    'ქერა', 'ბატონი', 'qali', 'qalebi', 'gogo', 'bichi', 'kaci', 'katsi', 'mamakaci', 'coli', 'tsoli', 'qmari',
  ],
  ageUnits: ['წლის', 'წელი', 'წლამდე', 'წლისაა', 'wlis', 'tslis', "ts'lis", 'clis'],
  ageWords: ['ასაკი', 'ასაკით', 'asaki'],
  numberWords: NUMBER_WORDS,
});
