import { vocabulary } from './types';

/**
 * Burmese, in Myanmar script (Unicode; the older Zawgyi encoding is not read) and in the romanisation
 * people type ('kalay', 'kyaung thu'). Myanmar is written without spaces, so a term is found anywhere in
 * the text, and it is read without its vowel signs, medials and tone marks, which are combining marks:
 * 'ကလေး' (child) reads 'ကလ', as 'ကလပ်' (club) and 'ကုလား' do. So the terms are compounds of four
 * consonants or more ('ကလေးငယ်', 'ကလေးမလေး', 'မူလတန်းကျောင်း'), checked against the words that read
 * alike ('အတွင်းခံ', underwear, is 'အတွင်းခန်း', an inner room, without its marks; 'ရှင်ပြုပွဲ' reads as
 * 'ရှင်ပြောပြ'). 'မိန်းကလေး' (girl) and 'ကောင်မလေး' are said of young women and pass; an age beside
 * them is read by the age rules ('၁၃ နှစ်'). 'kalay' alone is the town of Kalay.
 */

/**
 * Numbers in words before 'နှစ်' (years), with marks, found anywhere: ten, the teens ('ဆယ့်သုံး', 13),
 * the tens ('နှစ်ဆယ်') and their compounds ('နှစ်ဆယ့်သုံး', 23, which holds 'ဆယ့်သုံး'). Not the units
 * one to five, nor nine: 'နှစ်' is also the number two, and 'လေး' (four, also 'little'), 'ငါး' (five,
 * also a fish) or 'သုံး' (three, also 'use') before it are more often a count ('မိန်းမလေး နှစ်ယောက်',
 * two young women) than an age.
 */
const UNITS = ['တစ်', 'နှစ်', 'သုံး', 'လေး', 'ငါး', 'ခြောက်', 'ခုနစ်', 'ရှစ်', 'ကိုး'];
const ALONE = new Set(['ခြောက်', 'ခုနစ်', 'ရှစ်']);
const NUMBER_WORDS: Record<string, number> = { ဆယ်: 10, တစ်ဆယ်: 10 };
UNITS.forEach((unit, index) => {
  if (ALONE.has(unit)) NUMBER_WORDS[unit] = index + 1;
  NUMBER_WORDS[`ဆယ့်${unit}`] = 11 + index;
  NUMBER_WORDS[`တစ်ဆယ့်${unit}`] = 11 + index;
});
UNITS.slice(1).forEach((ten, index) => {
  const tens = (index + 2) * 10;
  NUMBER_WORDS[`${ten}ဆယ်`] = tens;
  UNITS.forEach((unit, unitIndex) => (NUMBER_WORDS[`${ten}ဆယ့်${unit}`] = tens + unitIndex + 1));
});

/** Grades one to ten by their ordinal, with the pupil: 'ငါးတန်းကျောင်းသူ', a fifth-grade schoolgirl. */
const GRADE_PUPILS = ['တစ်', 'နှစ်', 'သုံး', 'လေး', 'ငါး', 'ခြောက်', 'ခုနစ်', 'ရှစ်', 'ကိုး', 'ဆယ်'].flatMap((grade) => [`${grade}တန်းကျောင်းသူ`, `${grade}တန်းကျောင်းသား`, `${grade}တန်းကလေး`]);

export default vocabulary('my', 'Burmese', {
  minors: [
    'ကလေးငယ်', 'ကလေးမလေး', 'ယောက်ျားလေးငယ်', 'နို့စို့ကလေး', 'မွေးကင်းစကလေး', 'ကလေးသူငယ်', 'ကလေးအရွယ်', 'ကလေးလိင်',
    'ဆယ်ကျော်သက်', 'ကလေးညစ်ညမ်း',
    'kalay lay', 'kalay nge', 'ka lay lay', 'kalay ma lay', 'ka lay ma lay', 'kalay lay ma', 'mein ka lay nge', 'kyaung thu lay',
    'kyaung thu ma lay', 'hse kyaw thet', 'se kyaw thet', 'sel kyaw thet', 'nga byu kalay', 'no sote kalay',
  ],
  schoolLevels: [
    'မူလတန်းကျောင်း', 'မူလတန်းအရွယ်', 'အလယ်တန်းကျောင်း', 'အထက်တန်းကျောင်း', 'သူငယ်တန်း', 'မူကြိုကျောင်း', 'မူကြိုကလေး',
    ...GRADE_PUPILS,
    'mu la tan kyaung', 'mu la tan', 'a lal tan kyaung', 'a htet tan kyaung', 'thu nge tan', 'mu kyo kyaung',
  ],
  ageOfConsent: [
    'အရွယ်မရောက်သေး', '၁၈ နှစ်မပြည့်', '18 နှစ်မပြည့်', 'ဆယ့်ရှစ်နှစ်မပြည့်', 'အသက်မပြည့်သေး', 'တရားဝင်အသက်မပြည့်',
    'a ywe ma yauk thay', 'a ywe ma yauk the', 'athet ma pyae thay',
  ],
  lifeEvents: ['ရှင်ပြုအလှူ', 'ရှင်ပြုပွဲတော်', 'ရှင်လောင်းလှည့်', 'နားထွင်းမင်္ဂလာ', 'shin pyu pwe', 'shin byu', 'nar twin mingala'],
  minorCues: [
    'ကျောင်းဝတ်စုံ', 'ငယ်ငယ်လေး', 'ကလေးဆန်', 'ကလေးမျက်နှာ', 'ကလေးလိုပုံ', 'kyaung wut sone', 'nyi ma lay', 'nge nge lay',
  ],
  sexual: [
    'အဝတ်မပါ', 'ကိုယ်လုံးတီး', 'ဗလာကျင်း', 'လိင်ဆက်ဆံ', 'ညစ်ညမ်းရုပ်ပုံ', 'ညစ်ညမ်းဗီဒီယို', 'ညစ်ညမ်းကား', 'ရင်သားများ',
    'နို့သီးခေါင်း', 'အတွင်းခံဘောင်းဘီ', 'အဝတ်ချွတ်', 'လိင်အင်္ဂါ', 'a wut ma pa', 'a wat ma pa', 'ko lone tee', 'bala kyin',
  ],
  adulthood: ['အရွယ်ရောက်ပြီးသူ', 'အရွယ်ရောက်ပြီး', 'အသက် ၁၈ နှစ်ကျော်', 'အသက် 18 နှစ်ကျော်', 'ရင့်ကျက်', 'lu gyi', 'a ywe yauk pyi'],
  youngBody: ['ရင်သားမထွက်သေး', 'ရင်ပြားပြားလေး', 'ကိုယ်လုံးမဖွံ့ဖြိုးသေး', 'မဖွံ့ဖြိုးသေးသော'],
  childhoodItems: ['ကလေးအနှီး', 'ဒိုက်ပါ', 'kalay a hni'],
  // Not 'သူ' (he) nor 'သူမ' (she), which read 'su' and 'sum'; romanisations as one word, since 'lay' and 'thu' are other words.
  people: [
    'မိန်းမ', 'အမျိုးသမီး', 'ယောက်ျား', 'ယောကျ်ား', 'အမျိုးသား', 'မိန်းကလေး', 'ကောင်မလေး', 'ကောင်လေး', 'ဇနီး', 'ခင်ပွန်း', 'သတို့သမီး', 'ချစ်သူ',
    'ရည်းစား', 'မော်ဒယ်', 'meinma', 'meinkalay', 'kaungmalay', 'kaunglay', 'zanee', 'khinpun', 'chitthu',
  ],
  ageUnits: ['နှစ်', 'hnit', 'nhit'],
  ageWords: ['အသက်', 'a thet', 'athet'],
  numberWords: NUMBER_WORDS,
});
