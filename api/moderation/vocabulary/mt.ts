import { vocabulary } from './types';

/**
 * Maltese. Latin terms are compared without diacritics ('żgħira' as 'zghira', 'ħrieqi' as 'hrieqi');
 * the article joins its noun with a hyphen ('it-tfal'), which reads as a space. 'Tifla' and 'tifel' are
 * also a girlfriend and a lad and pass, as do 'tfajla' and 'tfajjel'; an age beside them is read by the
 * age rules. Ages are written '13-il sena' from eleven on and '5 snin' below: both units are listed,
 * with the number words. Maltese prompts often mix in English, whose words the English list reads;
 * 'ċkejkna' (tiny) alone is said of things too and is listed only with a person, and 'trabi' (babies)
 * only with its article: alone it is the Trabant car.
 */

/**
 * Numbers 1-99 before 'sena' or 'snin': the units in their counting and their construct forms ('tlieta',
 * 'tlett snin'), the teens, the tens, and the tens with a unit first ('tlieta u għoxrin', 23). Not 'sitt'
 * (6): it is the Swedish 'sitt' ('sitt år').
 */
const UNITS = ['wieħed|waħda', 'tnejn|żewġ', 'tlieta|tlett', 'erbgħa|erba', 'ħamsa|ħames', 'sitta', 'sebgħa|seba', 'tmienja|tmien', 'disgħa|disa'];
const TEENS = ['għaxra|għaxar', 'ħdax', 'tnax', 'tlettax', 'erbatax', 'ħmistax', 'sittax', 'sbatax', 'tmintax', 'dsatax'];
const TENS = ['għoxrin', 'tletin', 'erbgħin', 'ħamsin', 'sittin', 'sebgħin', 'tmenin', 'disgħin'];
const NUMBER_WORDS: Record<string, number> = {};
UNITS.forEach((unit, index) => {
  for (const spelling of unit.split('|')) NUMBER_WORDS[spelling] = index + 1;
});
// The construct forms that end in an elided 'għ' are written with an apostrophe: "erba' snin", "disa' snin".
for (const [written, value] of [["erba'", 4], ["seba'", 7], ["disa'", 9]] as const) NUMBER_WORDS[written] = value;
TEENS.forEach((teen, index) => {
  for (const spelling of teen.split('|')) NUMBER_WORDS[spelling] = 10 + index;
});
TENS.forEach((tens, index) => {
  NUMBER_WORDS[tens] = (index + 2) * 10;
  UNITS.forEach((unit, unitIndex) => {
    const [counting = ''] = unit.split('|');
    NUMBER_WORDS[`${counting} u ${tens}`] = (index + 2) * 10 + unitIndex + 1;
  });
});

export default vocabulary('mt', 'Maltese', {
  minors: [
    'tfal', 'tifel żgħir', 'tifla żgħira', 'tfal żgħar', 'tifel ċkejken', 'tifla ċkejkna', 'it-tifel iż-żgħir',
    'it-tifla ż-żgħira', 'tarbija', 'it-trabi', 'trabi żgħar', 'it-tarbija', 'tarbija tat-twelid', 'trabi tat-twelid', 'minorenni', 'minuri',
    'adolexxent', 'adolexxenti', 'tfajla żgħira', 'tfajjel żgħir', 'tifla tal-iskola', 'tifel tal-iskola', 'pedofil*',
    'pornografija tat-tfal',
  ],
  schoolLevels: [
    'skola primarja', 'l-iskola primarja', 'primarja', 'skola sekondarja', 'l-iskola sekondarja', 'sekondarja',
    'skola medja', 'junior lyceum', 'kindergarten',
  ],
  ageOfConsent: [
    'għadha mhix maġġorenni', 'mhix maġġorenni', 'għadu mhux maġġorenni', 'mhux maġġorenni', 'taħt l-età tal-kunsens', 'taħt it-18',
    'taħt it-tmintax', 'kważi maġġorenni', 'bilkemm maġġorenni', 'għad ma għandhiex 18',
  ],
  lifeEvents: [
    'l-ewwel tqarbina', 'ewwel tqarbina', 'it-tqarbina', 'tqarbina', 'griżma', 'il-griżma', 'l-ewwel jum tal-iskola',
    'ewwel jum tal-iskola', 'kamp tas-sajf', 'pubertà', 'fil-pubertà',
  ],
  minorCues: [
    'uniformi tal-iskola', 'l-uniformi tal-iskola', 'oħti ż-żgħira', 'oħtha ż-żgħira', 'oħt iż-żgħira', 'ħuha ż-żgħir', 'ħija ż-żgħir',
    'tidher żgħira', 'tidher żgħira ħafna', 'tidher qisha tifla', 'tidher qisha tarbija', 'bintha ż-żgħira', 'binti ż-żgħira',
    'tfulija', 'adolexxenza',
  ],
  sexual: [
    'għarwiena', 'għarwien', 'għeri', 'mingħajr ħwejjeġ', 'bla ħwejjeġ', 'tinża', 'sess', 'sesswali', 'sesswalment', 'erotiku', 'erotika',
    'pornografija', 'pornografiku', 'bżieżel', 'beżżula', 'żobb', 'għoxx', 'nieka', 'masturbazzjoni', 'orgażmu', 'ħwejjeġ ta taħt',
    'qalziet ta taħt', 'sider mikxuf',
  ],
  adulthood: ['adulta', 'adulti', 'maġġorenni', 'matura', 'mara adulta', 'nisa adulti', 'aktar minn 18', 'iktar minn 18', 'fuq it-18'],
  harmless: ['bħal tarbija', 'rqadt bħal tarbija', 'torqod bħal tarbija'],
  youngBody: ['sider ċatt', 'sidirha ċatt', 'mingħajr sider', 'mhux żviluppata', 'ġisem mhux żviluppat', 'ġisem ta tifla'],
  childhoodItems: ['ħrieqi', 'ħrieqa', 'il-ħrieqa', 'borża tal-iskola', 'flixkun tal-ħalib tat-trabi'],
  youthGroups: ['skawts', 'l-iskawts', 'gwidi', 'il-gwidi'],
  /**
   * Not 'mara' (a woman, a wife), the Swahili 'times'; 'tifla' (a girl), a child in Arabic typed in Latin letters; 'żewġ' (a husband),
   * also the number two; nor 'hi' (she), 'hu' (he).
   */
  people: [
    'raġel', 'rġiel', 'nisa', 'tifel', 'tfajla', 'tfajliet', 'tfajjel', 'sinjura', 'sinjorina', 'sinjur', 'martu', 'marti',
    'għarusa', 'għarus', 'mudella', 'bjonda', 'xebba', 'xebbiet',
  ],
  ageUnits: ['sena', 'snin', 'il sena', 'il-sena'],
  ageWords: ['l-età'],
  numberWords: NUMBER_WORDS,
});
