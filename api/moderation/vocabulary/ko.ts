import { compoundNumbers, vocabulary } from './types';

/**
 * Korean particles join the word ('아이들이', '초등학생을'), so terms are found anywhere in the text and
 * must not be part of an ordinary longer word: not '아이' (아이돌, 아이폰, 아이라인), not '아가' (아가씨, a
 * young woman), not '유아' alone (UI is written 유아이), not '사정' (circumstances). Korea's age of
 * majority is 19, so '19세 미만' is a minor too, while the rating labels '19세 미만 관람불가' and
 * '청소년 관람불가' mark adult content and are harmless, as are the groups 소녀시대 and 방탄소년단.
 * 소녀 and 소년 are also said of young adults ('소녀 감성', '소년미'): they are cues of a sexual prompt,
 * while '어린 소녀' is a minor. Revised romanisation is listed as Latin terms, long forms only, with the
 * any-ascii spelling of the harmless labels ('cheongsonyeon gwanlambulga'), since Hangul is also read
 * in Latin letters.
 */

/**
 * Native Korean numbers 5-99, read beside a person word ('여자 열다섯'): units, teens ('열다섯', 15) and tens
 * ('스물', 20) with their units, joined and spaced ('스물 다섯', which holds '다섯'). The forms before a counter
 * ('열다섯 살', '열세 살') and the Sino-Korean ones ('십오 세') are read by the age rules. Not one ('하나') nor the
 * one-syllable '둘', '셋', '넷' (2-4) alone, nor '열' (10) alone, which is also heat and a row; '예순' (60) reads
 * 'yesun', the Mongolian 9, and is listed only with its units.
 */
const UNITS = ['하나', '둘', '셋', '넷', '다섯', '여섯', '일곱', '여덟', '아홉'];
const NUMBER_WORDS = compoundNumbers({
  units: UNITS,
  teens: ['열', ...UNITS.map((unit) => [`열${unit}`, `열 ${unit}`])],
  tens: ['스물', '서른', '마흔', '쉰', '예순', '일흔', '여든', '아흔'],
  joiners: ['', ' '],
  notAlone: ['하나', '둘', '셋', '넷', '열', '예순'],
});

export default vocabulary('ko', 'Korean', {
  minors: [
    '어린이', '어린아이', '어린애', '아이들', '여자아이', '남자아이', '아동', '아기', '애기', '갓난아기', '갓난아이', '신생아',
    '영유아', '유아기', '꼬마', '꼬맹이', '초딩', '중딩', '고딩', '잼민이', '여중생', '여고생', '남중생', '남고생', '여초딩',
    '미성년', '미성년자', '청소년', '로리', '로리콘', '쇼타', '쇼타콘', '아청물', '아동포르노', '아동 음란물',
    '소아성애', '어린 소녀', '어린 딸',
    'eorini', 'eorinai', 'eorinae', 'adong porno', 'sinsaenga', 'choding', 'jungding', 'yeogosaeng', 'yeojungsaeng',
    'namgosaeng', 'miseongnyeon', 'miseongnyeonja', 'cheongsonyeon', 'jaemmini',
  ],
  schoolLevels: [
    '초등학교', '초등학생', '국민학교', '중학교', '중학생', '고등학교', '고등학생', '고교생', '유치원', '어린이집', '초등부',
    '중등부', '초등 저학년', '초등 고학년', '여중', '여고',
    'chodeunghakgyo', 'chodeunghaksaeng', 'chodeung', 'junghakgyo', 'junghaksaeng', 'godeunghakgyo', 'godeunghaksaeng',
    'yuchiwon',
  ],
  ageOfConsent: [
    '18세 미만', '19세 미만', '만 18세 미만', '만18세 미만', '열여덟 살 미만', '아직 미성년', '법적으로 미성년', '성인이 아닌',
    '아직 성인이 아닌', '성인이 되기 전', '성인 되기 전', '동의 연령 미만', '성적 동의 연령',
  ],
  lifeEvents: ['돌잔치', '백일잔치', '첫돌', '백일 사진', '수학여행'],
  minorCues: [
    '교복', '세라복', '체육복', '스쿨룩', '여동생', '어려 보이는', '어려보이는', '앳되', '어린 얼굴', '어린 여자', '앳된', '앳돼',
    '책가방', '란도셀', '학생 같은', '소녀', '소년', 'gyobok', 'yeodongsaeng', 'sonyeo', 'sonyeon',
  ],
  sexual: [
    '누드', '나체', '알몸', '전라', '벗은', '섹스', '야한', '포르노', '음란', '에로', '젖꼭지', '유두', '성기',
    '속옷', '란제리', '비키니', '팬티', '브래지어', '자위', '성관계', '정액', '야동', '노출', '섹시', '음부', '가슴 노출',
    '엉덩이', '성행위', '오르가즘', '애무', '19금', '발가벗',
    'nacheo', 'almom', 'yadong', 'seksseu',
  ],
  adulthood: ['성인', '어른', '성숙한', '성년', '성인 여성', '다 큰', '19세 이상', '스무 살 이상', 'seongin', 'eoreun'],
  harmless: [
    '소녀시대', '방탄소년단', '소년단', '아기자기', '꼬마김밥', '꼬마전구', '꼬마 김밥', '(여자)아이들', '19세 미만 관람불가',
    '19세 미만 이용불가', '19세 미만 관람 불가', '18세 미만 관람불가', '청소년 관람불가', '청소년 이용불가', '청소년관람불가',
    '청소년 유해', '여고동창', '전라도', '전라남도', '전라북도', '노출 콘크리트', '장노출', '전성기', '성기사', '자위대', '정액제', '애기똥풀',
    '쇼타임', '칼로리', '플로리다', '글로리', 'bangtan sonyeondan', 'bangtan sonyeon dan', 'sonyeo sidae', 'cheongsonyeon gwanlambulga',
    'cheongsonyeon gwanrambulga', 'cheongsonyeon iyongbulga', 'cheongsonyeon yuhae',
  ],
  youngBody: ['납작한 가슴', '절벽 가슴', '빈유', '미성숙한 몸', '미성숙한 몸매', '덜 자란'],
  childhoodItems: ['기저귀', '젖병', '공갈젖꼭지', '곰돌이 팬티', '란도셀', '노란 모자'],
  childhoodHints: ['양갈래'],
  numberWords: NUMBER_WORDS,
  // Not '그' (he), which is also 'that', nor '부인' (a wife), also 'denial'.
  people: [
    '여자', '여성', '남자', '남성', '아가씨', '숙녀', '신사', '아내', '부인', '남편', '신부', '여자친구', '여친', '남자친구', '남친', '모델',
    '금발', '그녀', 'yeoja', 'namja', 'yeochin', 'namchin', 'agassi', 'geunyeo',
  ],
});
