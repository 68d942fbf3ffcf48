/**
 * Characters who are children or teenagers in their canon (anime, manga, games, films, TV, books,
 * comics), refused in a sexual prompt whatever the prompt claims about their age ('aged up', 'adult
 * version', '18+ version'): the picture is still of that child.
 *
 * Names are written as the vocabulary writes terms (vocabulary/types.ts): in their own script and
 * romanised, each spelling its own entry.
 *
 * Only characters whose canon makes them under 18 (by age, school year, or as children where no number
 * is given: Azur Lane's and KanColle's destroyers, Undertale's Frisk) are listed: not those canonically
 * adult however young they are drawn (centuries-old vampires, gods and dragons in a child's body,
 * Orphan's Esther), nor those whose canon has a well-known adult part as well (Attack on Titan's cadets,
 * Three Houses' students). A given name alone is a name only when it is neither an English word
 * nor a common first name in any language of the site; otherwise it is a `withWork` name, read only
 * beside the work. Kana or kanji names too short to be distinctive ('リン' is in 'リンゴ', 'レム' in
 * 'ハーレム') are written only in full.
 */
import { foldScript } from '../normalise';

export interface MinorCharacter {
  /** Names distinctive enough to mean the character alone ('Chihiro Ogino', '荻野千尋', 'Lilo'). */
  readonly names: readonly string[];
  /**
   * Names that are also ordinary words or common first names ('Dawn', 'May', 'Max'): they mean the
   * character only in a prompt that also names one of `works`.
   */
  readonly withWork?: readonly string[];
  /** The works the character is from, as people write them ('Spirited Away', '千と千尋の神隠し', 'pokemon'). */
  readonly works: readonly string[];
}

const LATIN_LETTERS = /^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]+$/u;

/**
 * Each native spelling, and beside it the spelling the prompt reader finds it as (foldScript: 'スパイファミリー'
 * is found as 'スハイファミリー', its sound marks removed). policy.ts pairs a name with its work by the key
 * of the term as found; without the found spelling listed, a name or work with sound marks never pairs.
 * The found spelling matches nothing the written one does not.
 */
function asFound(terms: readonly string[]): readonly string[] {
  return [...new Set(terms.flatMap((term) => (LATIN_LETTERS.test(term) || foldScript(term) === term ? [term] : [term, foldScript(term)])))];
}

/** One character: distinctive names, works, and the names that need their work. */
function character(names: readonly string[], works: readonly string[], withWork: readonly string[] = []): MinorCharacter {
  return withWork.length > 0 ? { names, withWork: asFound(withWork), works: asFound(works) } : { names, works };
}

// Works shared by many characters, as people write them.
const POKEMON = [
  'pokemon', 'pocket monsters', 'pokemon anime', 'pokemon journeys', 'pokemon horizons', 'pokemon sword and shield',
  'pokemon scarlet and violet', 'pokemon sun and moon', 'pokemon x and y', 'pokemon diamond and pearl', 'pokemon black and white',
  'ポケモン', 'ポケットモンスター', '宝可梦', '寶可夢', '精灵宝可梦', '포켓몬', '포켓몬스터',
];
const GENSHIN = ['genshin impact', 'genshin', '原神', '원신'];
const HONKAI_STAR_RAIL = ['honkai star rail', 'star rail', 'hsr', '崩坏星穹铁道', '崩壞星穹鐵道', '崩壊スターレイル', '붕괴 스타레일'];
const BLUE_ARCHIVE = ['blue archive', 'ブルーアーカイブ', 'ブルアカ', '蔚蓝档案', '蔚藍檔案', '블루 아카이브', '블루아카'];
const AZUR_LANE = ['azur lane', 'アズールレーン', 'アズレン', '碧蓝航线', '벽람항로'];
const KANCOLLE = ['kantai collection', 'kancolle', '艦隊これくしょん', '艦これ', '舰队collection'];
const ARKNIGHTS = ['arknights', 'アークナイツ', '明日方舟', '명일방주'];
const FATE = ['fate grand order', 'fgo', 'fate stay night', 'fate apocrypha', 'fate kaleid liner', 'prisma illya', 'プリズマ イリヤ'];
const FIRE_EMBLEM = ['fire emblem', 'fire emblem three houses', 'fire emblem binding blade', 'ファイアーエムブレム', '파이어 엠블렘'];
const FINAL_FANTASY = ['final fantasy', 'ファイナルファンタジー', '最终幻想', '파이널 판타지'];
const KINGDOM_HEARTS = ['kingdom hearts', 'キングダムハーツ', '王国之心', '킹덤 하츠'];
const PERSONA = ['persona 3', 'persona 4', 'persona 5', 'persona 5 royal', 'p3r', 'p4g', 'p5r', 'ペルソナ3', 'ペルソナ4', 'ペルソナ5', '女神异闻录'];
const UNDERTALE = ['undertale', 'deltarune', 'アンダーテール'];
const STRANGER_THINGS = ['stranger things', 'ストレンジャー・シングス', '怪奇物语', '기묘한 이야기'];
const HARRY_POTTER = ['harry potter', 'hogwarts', 'ハリー・ポッター', '哈利波特', '해리 포터'];
const NARUTO = ['naruto', 'naruto shippuden', 'boruto', 'ナルト', 'ボルト', '火影忍者', '나루토'];
const SAILOR_MOON = ['sailor moon', 'bishoujo senshi sailor moon', 'セーラームーン', '美少女戦士セーラームーン', '美少女战士', '세일러문'];
const EVANGELION = ['evangelion', 'neon genesis evangelion', 'エヴァンゲリオン', '新世紀エヴァンゲリオン', '新世纪福音战士', '에반게리온'];
const MY_HERO_ACADEMIA = ['my hero academia', 'boku no hero academia', 'bnha', 'mha', '僕のヒーローアカデミア', 'ヒロアカ', '我的英雄学院', '나의 히어로 아카데미아'];
const DEMON_SLAYER = ['demon slayer', 'kimetsu no yaiba', '鬼滅の刃', '鬼灭之刃', '귀멸의 칼날'];
const JUJUTSU_KAISEN = ['jujutsu kaisen', 'jjk', '呪術廻戦', '咒术回战', '주술회전'];
const LOVE_LIVE = ['love live', 'love live sunshine', 'ラブライブ', 'ラブライブ!サンシャイン!!'];
const IDOLMASTER = ['idolmaster', 'idolm@ster', 'the idolmaster', 'cinderella girls', 'アイドルマスター', 'アイマス', 'デレマス'];
const DETECTIVE_CONAN = ['detective conan', 'meitantei conan', '名探偵コナン', '名侦探柯南', '명탐정 코난'];
const DORAEMON = ['doraemon', 'ドラえもん', '哆啦a梦', '도라에몽'];
const DIGIMON = ['digimon', 'digimon adventure', 'デジモン', '数码宝贝', '디지몬'];
const HIGURASHI = ['higurashi', 'higurashi no naku koro ni', 'when they cry', 'ひぐらしのなく頃に', '寒蝉鸣泣之时'];
const MONOGATARI = ['monogatari', 'bakemonogatari', 'nisemonogatari', '化物語', '物語シリーズ'];
const DISNEY = ['disney', 'disney princess', 'walt disney', 'ディズニー', '迪士尼', '디즈니'];
const LOUD_HOUSE = ['the loud house', 'loud house'];
const SOUTH_PARK = ['south park'];
const AVATAR = ['avatar the last airbender', 'the last airbender', 'last airbender', 'atla'];
const SPIDER_VERSE = ['spider verse', 'into the spider verse', 'across the spider verse', 'spiderverse'];

export const MINOR_CHARACTERS: readonly MinorCharacter[] = [
  // ---- Studio Ghibli and other anime films ----
  character(['荻野千尋', '千尋', 'chihiro', 'chihiro ogino', 'ogino chihiro'], ['spirited away', '千と千尋の神隠し', 'sen to chihiro no kamikakushi', 'sen to chihiro', '千与千寻']),
  character([], ['kiki s delivery service', 'kikis delivery service', '魔女の宅急便', 'majo no takkyubin', '魔女宅急便'], ['kiki', 'キキ']),
  character(['草壁メイ', 'mei kusakabe', 'kusakabe mei'], ['my neighbor totoro', 'my neighbour totoro', 'totoro', 'となりのトトロ', 'tonari no totoro', '龙猫'], ['mei']),
  character(['草壁サツキ', 'satsuki kusakabe', 'kusakabe satsuki'], ['my neighbor totoro', 'my neighbour totoro', 'totoro', 'となりのトトロ', 'tonari no totoro', '龙猫'], ['satsuki']),
  character(['ponyo', 'ポニョ', '崖の上のポニョ'], ['ponyo', 'ponyo on the cliff', '崖の上のポニョ']),
  character([], ['ponyo', 'ponyo on the cliff', '崖の上のポニョ'], ['sosuke', 'sousuke', '宗介']),
  character(['nausicaa', 'nausicaä', 'ナウシカ'], ['nausicaa of the valley of the wind', '風の谷のナウシカ', 'kaze no tani no nausicaa']),
  character(['シータ姫', 'lusheeta toel ul laputa'], ['castle in the sky', 'laputa', '天空の城ラピュタ', 'tenku no shiro rapyuta'], ['sheeta']),
  character(['pazu', 'パズー'], ['castle in the sky', 'laputa', '天空の城ラピュタ']),
  character(['princess mononoke', 'もののけ姫', 'mononoke hime'], ['princess mononoke', 'もののけ姫', 'mononoke hime', '幽灵公主'], ['san']),
  character(['arrietty', 'アリエッティ', 'arrietty clock'], ['the secret world of arrietty', 'arrietty', '借りぐらしのアリエッティ', 'karigurashi no arrietty']),
  character(['anna sasaki', '佐々木杏奈', 'sasaki anna'], ['when marnie was there', '思い出のマーニー', 'omoide no marnie'], ['anna', 'marnie', 'マーニー']),
  character(['mahito maki', '牧眞人'], ['the boy and the heron', 'how do you live', '君たちはどう生きるか'], ['mahito']),
  character(['shizuku tsukishima', 'tsukishima shizuku', '月島雫'], ['whisper of the heart', '耳をすませば', 'mimi wo sumaseba'], ['shizuku']),
  character(['umi matsuzaki', 'matsuzaki umi', '松崎海'], ['from up on poppy hill', 'コクリコ坂から', 'kokuriko zaka kara'], ['umi']),
  character(['setsuko yokokawa'], ['grave of the fireflies', '火垂るの墓', 'hotaru no haka'], ['setsuko', '節子']),
  character(['seita yokokawa'], ['grave of the fireflies', '火垂るの墓', 'hotaru no haka'], ['seita', '清太']),
  character(['haru yoshioka', '吉岡ハル'], ['the cat returns', '猫の恩返し', 'neko no ongaeshi'], ['haru']),
  character(['mitsuha', 'mitsuha miyamizu', 'miyamizu mitsuha', '宮水三葉'], ['your name', 'kimi no na wa', '君の名は', '你的名字']),
  character(['taki tachibana', 'tachibana taki', '立花瀧'], ['your name 2016', 'your name anime', 'kimi no na wa', '君の名は', '你的名字'], ['taki']),
  character(['suzume iwato', 'iwato suzume', '岩戸鈴芽'], ['suzume no tojimari', 'suzume 2022', 'suzume anime', 'すずめの戸締まり', '铃芽之旅'], ['suzume']),
  character(['hina amano', 'amano hina', '天野陽菜'], ['weathering with you', 'tenki no ko', '天気の子', '天气之子'], ['hina']),
  character(['hodaka morishima', 'morishima hodaka', '森嶋帆高'], ['weathering with you', 'tenki no ko', '天気の子'], ['hodaka']),
  character(['makoto konno', 'konno makoto', '紺野真琴'], ['the girl who leapt through time', '時をかける少女', 'toki wo kakeru shoujo'], ['makoto']),
  character(['suzu naito', 'naito suzu', '内藤すず'], ['belle', 'ryu to sobakasu no hime', '竜とそばかすの姫'], ['suzu']),
  character(['kenji koiso', 'koiso kenji', '小磯健二', 'kazuma ikezawa'], ['summer wars', 'サマーウォーズ'], ['kenji', 'kazuma']),
  character(['shouko nishimiya', 'shoko nishimiya', 'nishimiya shouko', 'nishimiya shoko', '西宮硝子'], ['a silent voice', 'koe no katachi', '聲の形', '声之形'], ['shouko', 'shoko']),
  character(['kaori miyazono', 'miyazono kaori', '宮園かをり'], ['your lie in april', 'shigatsu wa kimi no uso', '四月は君の嘘'], ['kaori']),
  character(['kousei arima', 'kosei arima', 'arima kousei', '有馬公生'], ['your lie in april', 'shigatsu wa kimi no uso', '四月は君の嘘'], ['kousei']),
  character(['menma anohana', 'meiko honma', 'honma meiko', '本間芽衣子'], ['anohana', 'あの日見た花の名前を僕達はまだ知らない', 'あの花'], ['menma', 'めんま']),
  character(['kaneda shotaro', 'shotaro kaneda', '金田正太郎', 'tetsuo shima', 'shima tetsuo', '島鉄雄'], ['akira', 'akira 1988', 'アキラ'], ['tetsuo', 'kaneda']),
  character(['naota nandaba', 'nandaba naota', 'ナオ太'], ['flcl', 'fooly cooly', 'フリクリ'], ['naota']),
  character(['lain iwakura', 'iwakura lain', '岩倉玲音'], ['serial experiments lain', 'シリアルエクスペリメンツレイン'], ['lain']),

  // ---- Sailor Moon, magical girls ----
  character(['sailor moon', 'usagi tsukino', 'tsukino usagi', '月野うさぎ', 'serena tsukino', 'セーラームーン'], SAILOR_MOON, ['usagi']),
  character(['chibiusa', 'chibi usa', 'sailor chibi moon', 'sailor mini moon', 'chibi moon', 'ちびうさ', 'rini tsukino'], SAILOR_MOON, ['rini']),
  character(['sailor mercury', 'ami mizuno', 'mizuno ami', '水野亜美'], SAILOR_MOON, ['ami']),
  character(['sailor mars', 'rei hino', 'hino rei', '火野レイ', 'raye hino'], SAILOR_MOON, ['rei']),
  character(['sailor jupiter', 'makoto kino', 'kino makoto', '木野まこと', 'lita kino'], SAILOR_MOON, ['makoto']),
  character(['sailor venus', 'minako aino', 'aino minako', '愛野美奈子', 'mina aino'], SAILOR_MOON, ['minako']),
  character(['sailor saturn', 'hotaru tomoe', 'tomoe hotaru', '土萠ほたる'], SAILOR_MOON, ['hotaru']),
  character(['sailor uranus', 'haruka tenoh', 'haruka tenou', 'tenoh haruka', '天王はるか'], SAILOR_MOON),
  character(['sailor neptune', 'michiru kaioh', 'michiru kaiou', 'kaioh michiru', '海王みちる'], SAILOR_MOON),
  character(['madoka kaname', 'kaname madoka', '鹿目まどか', 'madoka magica', 'まどか☆マギカ'], ['madoka magica', 'puella magi madoka magica', '魔法少女まどか☆マギカ'], ['madoka']),
  character(['homura akemi', 'akemi homura', '暁美ほむら'], ['madoka magica', 'puella magi madoka magica', '魔法少女まどか☆マギカ'], ['homura']),
  character(['sayaka miki', 'miki sayaka', '美樹さやか'], ['madoka magica', 'puella magi madoka magica', '魔法少女まどか☆マギカ'], ['sayaka']),
  character(['mami tomoe', 'tomoe mami', '巴マミ'], ['madoka magica', 'puella magi madoka magica', '魔法少女まどか☆マギカ'], ['mami']),
  character(['kyoko sakura', 'kyouko sakura', 'sakura kyoko', 'sakura kyouko', '佐倉杏子'], ['madoka magica', 'puella magi madoka magica', '魔法少女まどか☆マギカ'], ['kyoko']),
  character(['sakura kinomoto', 'kinomoto sakura', '木之本桜', 'cardcaptor sakura', 'card captor sakura', 'カードキャプターさくら'], ['cardcaptor sakura', 'ccs', 'カードキャプターさくら', '百变小樱'], ['sakura']),
  character(['tomoyo daidouji', 'tomoyo daidoji', 'daidouji tomoyo', '大道寺知世'], ['cardcaptor sakura', 'カードキャプターさくら'], ['tomoyo']),
  character(['syaoran li', 'li syaoran', '李小狼', 'meiling li', 'li meiling'], ['cardcaptor sakura', 'カードキャプターさくら'], ['syaoran']),
  character(['ichigo momomiya', 'momomiya ichigo', '桃宮いちご'], ['tokyo mew mew', '東京ミュウミュウ'], ['ichigo']),
  character(['amu hinamori', 'hinamori amu', '日奈森あむ'], ['shugo chara', 'しゅごキャラ'], ['amu']),
  character(['cure black', 'nagisa misumi', 'misumi nagisa', '美墨なぎさ', 'cure white', 'honoka yukishiro', 'yukishiro honoka', '雪城ほのか'], ['precure', 'pretty cure', 'プリキュア', '光之美少女']),
  character(['cure blossom'], ['precure', 'pretty cure', 'プリキュア'], ['cure marine', 'cure peach', 'cure melody', 'cure happy', 'cure sunny', 'cure flora', 'cure grace']),
  character(['illya', 'illyasviel', 'illyasviel von einzbern', 'illya einzbern', 'illya von einzbern', 'イリヤスフィール', 'prisma illya', 'プリズマ☆イリヤ'], FATE, ['イリヤ']),
  character(['miyu edelfelt', 'chloe von einzbern', 'chloe einzbern', 'kuro von einzbern', '美遊', 'クロエ・フォン・アインツベルン'], FATE, ['miyu', 'chloe', 'kuro']),
  character(['abigail williams'], FATE, ['abigail', 'jack the ripper', 'nursery rhyme']),
  character(['rin tohsaka', 'rin tosaka', 'tohsaka rin', 'tosaka rin', '遠坂凛', 'sakura matou', 'matou sakura', '間桐桜', 'shirou emiya', 'emiya shirou', '衛宮士郎'], FATE, ['rin', 'sakura', 'shirou']),

  // ---- Anime and manga series ----
  character(['rei ayanami', 'ayanami rei', '綾波レイ', '绫波丽'], [...EVANGELION, ...AZUR_LANE], ['ayanami', 'rei']),
  character(['asuka langley', 'asuka langley soryu', 'asuka langley shikinami', 'soryu asuka langley', 'shikinami asuka langley', '惣流・アスカ・ラングレー', '式波・アスカ・ラングレー'], EVANGELION, ['asuka', '明日香']),
  character(['shinji ikari', 'ikari shinji', '碇シンジ', '碇真嗣'], EVANGELION, ['shinji']),
  character(['toji suzuhara', 'suzuhara toji', 'kensuke aida', 'aida kensuke', 'hikari horaki', 'horaki hikari'], EVANGELION),
  character(['naruto uzumaki', 'uzumaki naruto', 'うずまきナルト', '漩涡鸣人'], NARUTO, ['naruto']),
  character(['sasuke uchiha', 'uchiha sasuke', 'うちはサスケ', '宇智波佐助'], NARUTO, ['sasuke']),
  character(['sakura haruno', 'haruno sakura', '春野サクラ', '春野樱'], NARUTO, ['sakura', 'サクラ']),
  character(['hinata hyuga', 'hinata hyuuga', 'hyuga hinata', 'hyuuga hinata', '日向ヒナタ', '日向雏田'], NARUTO, ['hinata', 'ヒナタ']),
  character(['ino yamanaka', 'yamanaka ino', '山中いの'], NARUTO, ['ino', 'tenten', 'temari']),
  character(['boruto uzumaki', 'uzumaki boruto', 'うずまきボルト', 'himawari uzumaki', 'uzumaki himawari', 'うずまきヒマワリ'], NARUTO, ['boruto', 'himawari']),
  character(['sarada uchiha', 'uchiha sarada', 'うちはサラダ', 'sumire kakei', 'kakei sumire'], NARUTO, ['sarada', 'sumire']),
  character(['nezuko', 'nezuko kamado', 'kamado nezuko', '竈門禰豆子', '禰豆子', '炭治郎の妹', '灶门祢豆子', '네즈코'], DEMON_SLAYER),
  character(['tanjiro kamado', 'kamado tanjiro', 'tanjirou kamado', '竈門炭治郎', '炭治郎', '灶门炭治郎', '탄지로'], DEMON_SLAYER, ['tanjiro', 'tanjirou']),
  character(['zenitsu agatsuma', 'agatsuma zenitsu', '我妻善逸', 'zenitsu', 'inosuke hashibira', 'hashibira inosuke', '嘴平伊之助', 'inosuke'], DEMON_SLAYER),
  character(['kanao tsuyuri', 'tsuyuri kanao', '栗花落カナヲ', 'kanao', 'muichiro tokito', 'tokito muichiro', '時透無一郎', 'genya shinazugawa'], DEMON_SLAYER),
  character(['yuji itadori', 'itadori yuji', 'yuuji itadori', '虎杖悠仁', 'megumi fushiguro', 'fushiguro megumi', '伏黒恵'], JUJUTSU_KAISEN, ['itadori', 'megumi']),
  character(['nobara kugisaki', 'kugisaki nobara', '釘崎野薔薇', 'nobara', 'maki zenin', 'maki zen in', 'zenin maki', '禪院真希', 'mai zenin'], JUJUTSU_KAISEN, ['maki']),
  character(['yuta okkotsu', 'okkotsu yuta', '乙骨憂太', 'rika orimoto', 'orimoto rika', 'toge inumaki', 'inumaki toge', '狗巻棘'], JUJUTSU_KAISEN),
  character(['izuku midoriya', 'midoriya izuku', '緑谷出久', 'deku', '绿谷出久'], MY_HERO_ACADEMIA, ['デク']),
  character(['katsuki bakugo', 'katsuki bakugou', 'bakugo katsuki', 'bakugou katsuki', 'bakugo', 'bakugou', '爆豪勝己', 'kacchan'], MY_HERO_ACADEMIA),
  character(['shoto todoroki', 'shouto todoroki', 'todoroki shoto', 'todoroki shouto', '轟焦凍'], MY_HERO_ACADEMIA, ['todoroki']),
  character(['ochaco uraraka', 'ochako uraraka', 'uraraka ochaco', 'uraraka ochako', 'uraraka', '麗日お茶子', '丽日御茶子'], MY_HERO_ACADEMIA),
  character(['tsuyu asui', 'asui tsuyu', '蛙吹梅雨', 'froppy', 'momo yaoyorozu', 'yaoyorozu momo', 'yaoyorozu', '八百万百'], MY_HERO_ACADEMIA, ['tsuyu', 'momo']),
  character(['himiko toga', 'toga himiko', 'トガヒミコ', '渡我被身子'], MY_HERO_ACADEMIA, ['toga', 'himiko']),
  character(['kyoka jiro', 'kyouka jirou', 'jiro kyoka', '耳郎響香', 'mina ashido', 'ashido mina', '芦戸三奈', 'toru hagakure', 'hagakure toru'], MY_HERO_ACADEMIA, ['eri', 'jiro', 'mina']),
  character(['anya forger', 'forger anya', 'アーニャ・フォージャー', '아냐 포저'], ['spy x family', 'spy family', 'spyxfamily', 'スパイファミリー', 'spy×family', '间谍过家家', '스파이 패밀리'], ['anya', 'アーニャ', '阿尼亚']),
  character(['damian desmond', 'ダミアン・デズモンド', 'becky blackbell'], ['spy x family', 'spy family', 'spyxfamily', 'スパイファミリー'], ['damian', 'becky']),
  character(['ruby hoshino', 'hoshino ruby', '星野ルビー', 'aqua hoshino', 'aquamarine hoshino', 'hoshino aqua', '星野アクア'], ['oshi no ko', '推しの子', '【推しの子】'], ['ruby', 'aqua']),
  character(['kana arima', 'arima kana', '有馬かな', 'akane kurokawa', 'kurokawa akane', '黒川あかね'], ['oshi no ko', '推しの子'], ['kana', 'akane']),
  character(['hitori gotoh', 'hitori goto', 'gotoh hitori', 'goto hitori', '後藤ひとり', 'bocchi', 'bocchi the rock', 'ぼっち・ざ・ろっく', 'ぼっちちゃん'], ['bocchi the rock', 'ぼっち・ざ・ろっく', '孤独摇滚']),
  character(['nijika ijichi', 'ijichi nijika', '伊地知虹夏', 'nijika', 'ryo yamada', 'yamada ryo', '山田リョウ', 'ikuyo kita', 'kita ikuyo', '喜多郁代'], ['bocchi the rock', 'ぼっち・ざ・ろっく', 'kessoku band'], ['kita', 'ryo']),
  character(['yui hirasawa', 'hirasawa yui', '平沢唯', 'ui hirasawa', 'hirasawa ui', '平沢憂'], ['k on', 'k-on', 'けいおん', '轻音少女'], ['yui']),
  character(['mio akiyama', 'akiyama mio', '秋山澪', 'ritsu tainaka', 'tainaka ritsu', '田井中律', 'tsumugi kotobuki', 'kotobuki tsumugi', '琴吹紬', 'azusa nakano', 'nakano azusa', '中野梓'], ['k on', 'k-on', 'けいおん'], ['mio', 'ritsu', 'mugi', 'azusa']),
  character(['konata izumi', 'izumi konata', '泉こなた', 'konata', 'kagami hiiragi', 'hiiragi kagami', '柊かがみ', 'tsukasa hiiragi', 'hiiragi tsukasa', '柊つかさ', 'miyuki takara', 'takara miyuki'], ['lucky star', 'らき☆すた', 'lucky☆star'], ['kagami', 'tsukasa', 'miyuki']),
  character(['haruhi suzumiya', 'suzumiya haruhi', '涼宮ハルヒ', 'yuki nagato', 'nagato yuki', '長門有希', 'mikuru asahina', 'asahina mikuru', '朝比奈みくる'], ['the melancholy of haruhi suzumiya', '涼宮ハルヒの憂鬱', 'haruhi suzumiya'], ['haruhi', 'mikuru']),
  character(['taiga aisaka', 'aisaka taiga', '逢坂大河', 'ami kawashima', 'kawashima ami', 'minori kushieda', 'kushieda minori', 'ryuji takasu', 'takasu ryuuji'], ['toradora', 'とらドラ', '龙与虎'], ['taiga', 'palmtop tiger']),
  character(['mayoi hachikuji', 'hachikuji mayoi', '八九寺真宵', 'nadeko sengoku', 'sengoku nadeko', '千石撫子'], MONOGATARI, ['mayoi', 'nadeko']),
  character(['karen araragi', 'araragi karen', '阿良々木火憐', 'tsukihi araragi', 'araragi tsukihi', '阿良々木月火', 'koyomi araragi', 'araragi koyomi'], MONOGATARI),
  character(['hitagi senjougahara', 'senjougahara hitagi', 'senjogahara', '戦場ヶ原ひたぎ', 'tsubasa hanekawa', 'hanekawa tsubasa', '羽川翼', 'suruga kanbaru', 'kanbaru suruga'], MONOGATARI, ['hitagi', 'tsubasa']),
  character(['megumin', 'めぐみん', '惠惠', '메구밍'], ['konosuba', 'kono subarashii sekai ni shukufuku wo', 'この素晴らしい世界に祝福を', 'このすば'], ['yunyun', 'ゆんゆん']),
  character(['kanna kamui', 'kamui kanna', 'カンナカムイ', '康娜', 'riko saikawa', 'saikawa riko'], ['miss kobayashi s dragon maid', 'kobayashi s dragon maid', 'dragon maid', '小林さんちのメイドラゴン', 'メイドラゴン'], ['kanna']),
  character(['shiro no game no life'], ['no game no life', 'ngnl', 'ノーゲーム・ノーライフ'], ['shiro']),
  character(['rem re zero', 'ram re zero', 'rem rezero', 'ram rezero', 'subaru natsuki', 'natsuki subaru', 'ナツキ・スバル'], ['re zero', 'rezero', 're:zero', 'リゼロ', 'starting life in another world', 'ゼロから始める異世界生活'], ['rem', 'ram', 'subaru']),
  character(['kirito', 'キリト', 'kazuto kirigaya', 'kirigaya kazuto', '桐ヶ谷和人'], ['sword art online', 'ソードアート・オンライン', '刀剑神域']),
  character(['asuna yuuki', 'yuuki asuna', 'asuna yuki', '結城明日奈', 'keiko ayano', 'suguha kirigaya', 'kirigaya suguha', 'shino asada', 'asada shino'], ['sword art online', 'ソードアート・オンライン'], ['asuna', 'アスナ', 'leafa', 'silica', 'sinon', 'yui']),
  character(['mikoto misaka', 'misaka mikoto', '御坂美琴', 'kuroko shirai', 'shirai kuroko', '白井黒子'], ['a certain magical index', 'a certain scientific railgun', 'toaru majutsu no index', 'toaru kagaku no railgun', 'railgun', 'とある魔術の禁書目録', 'とある科学の超電磁砲'], ['misaka', 'index', 'last order', 'biribiri']),
  character(['marin kitagawa', 'kitagawa marin', '喜多川海夢'], ['my dress up darling', 'sono bisque doll wa koi wo suru', 'その着せ替え人形は恋をする', '着せ恋'], ['marin']),
  character(['shouko komi', 'shoko komi', 'komi shouko', 'komi shoko', '古見硝子', 'komi san', 'najimi osana', 'osana najimi'], ['komi can t communicate', 'komi san wa komyushou desu', '古見さんは、コミュ症です。'], ['komi']),
  character(['nagatoro', 'hayase nagatoro', 'nagatoro hayase', '長瀞早瀬', '長瀞さん'], ['don t toy with me miss nagatoro', 'ijiranaide nagatoro san', 'イジらないで、長瀞さん']),
  character(['takagi san', 'takagi-san', 'karakai jouzu no takagi san'], ['karakai jouzu no takagi san', 'teasing master takagi san', 'からかい上手の高木さん'], ['takagi', '高木さん']),
  character(['kaguya shinomiya', 'shinomiya kaguya', '四宮かぐや', 'chika fujiwara', 'fujiwara chika', '藤原千花', 'ai hayasaka', 'hayasaka ai', '早坂愛', 'miyuki shirogane', 'shirogane miyuki', 'kei shirogane'], ['kaguya sama', 'kaguya-sama love is war', 'kaguya sama wa kokurasetai', 'かぐや様は告らせたい'], ['kaguya', 'chika']),
  character(['chisato nishikigi', 'nishikigi chisato', '錦木千束', 'takina inoue', 'inoue takina', '井ノ上たきな'], ['lycoris recoil', 'リコリス・リコイル'], ['chisato', 'takina']),
  character(['rikka takanashi', 'takanashi rikka', '小鳥遊六花', 'sanae dekomori'], ['love chunibyo', 'chuunibyou demo koi ga shitai', '中二病でも恋がしたい']),
  character(['tohru honda', 'honda tohru', '本田透', 'kisa sohma', 'momiji sohma', 'yuki sohma', 'kyo sohma'], ['fruits basket', 'フルーツバスケット', 'furuba'], ['tohru']),
  character(['haruhi fujioka', 'fujioka haruhi', '藤岡ハルヒ'], ['ouran high school host club', 'ouran', '桜蘭高校ホスト部'], ['haruhi']),
  character(['kagome higurashi', 'higurashi kagome', '日暮かごめ'], ['inuyasha', '犬夜叉'], ['kagome', 'shippo', 'rin']),
  character(['ranma saotome', 'saotome ranma', '早乙女乱馬', 'ranma', 'akane tendo', 'tendo akane', 'akane tendou', '天道あかね', 'ukyo kuonji'], ['ranma 1 2', 'ranma one half', 'らんま½'], ['akane', 'shampoo']),
  character(['conan edogawa', 'edogawa conan', '江戸川コナン', '江户川柯南', 'shinichi kudo', 'kudo shinichi', 'shinichi kudou', '工藤新一'], DETECTIVE_CONAN, ['conan', 'コナン', 'shinichi']),
  character(['ran mouri', 'ran mori', 'mouri ran', 'mori ran', '毛利蘭', '毛利兰'], DETECTIVE_CONAN, ['ran']),
  character(['ayumi yoshida', 'yoshida ayumi', '吉田歩美', 'sonoko suzuki', 'suzuki sonoko', '鈴木園子', 'kazuha toyama', 'toyama kazuha', '遠山和葉'], DETECTIVE_CONAN, ['ayumi', 'sonoko', 'kazuha']),
  character(['nobita nobi', 'nobi nobita', '野比のび太', 'のび太', 'nobita', 'shizuka minamoto', 'minamoto shizuka', '源静香', 'shizuka chan'], DORAEMON, ['shizuka', 'gian', 'suneo', 'しずかちゃん']),
  character(['shinnosuke nohara', 'nohara shinnosuke', '野原しんのすけ', 'shin chan', 'crayon shin chan', 'クレヨンしんちゃん', '蜡笔小新', 'himawari nohara'], ['crayon shin chan', 'shin chan', 'クレヨンしんちゃん', '蜡笔小新']),
  character(['chibi maruko chan', 'ちびまる子ちゃん'], ['chibi maruko chan', 'ちびまる子ちゃん'], ['maruko']),
  character(['tai kamiya', 'taichi yagami', 'yagami taichi', '八神太一', 'kari kamiya', 'hikari yagami', '八神ヒカリ', 'sora takenouchi', 'takenouchi sora', 'mimi tachikawa', 'tachikawa mimi'], DIGIMON, ['tai', 'kari', 'mimi']),
  character(['yugi muto', 'yugi mutou', 'muto yugi', '武藤遊戯', 'tea gardner', 'anzu mazaki', 'mazaki anzu', '真崎杏子', 'joey wheeler', 'katsuya jonouchi'], ['yu gi oh', 'yugioh', '遊☆戯☆王', '游戏王'], ['yugi', 'anzu', 'tea']),
  character(['gon freecss', 'gon freeccs', 'ゴン=フリークス', 'killua zoldyck', 'killua', 'キルア', 'alluka zoldyck', 'alluka'], ['hunter x hunter', 'hxh', 'ハンター×ハンター', '全职猎人'], ['gon']),
  character(['edward elric', 'ed elric', 'エドワード・エルリック', 'alphonse elric', 'al elric', 'winry rockbell', 'rockbell winry', 'winry', 'ウィンリィ'], ['fullmetal alchemist', 'fma', 'fmab', 'fullmetal alchemist brotherhood', '鋼の錬金術師', '钢之炼金术师']),
  character(['nina tucker', 'mei chang', 'elicia hughes'], ['fullmetal alchemist', 'fma', 'fmab', '鋼の錬金術師'], ['nina', 'mei']),
  character(['nunnally lamperouge', 'nunnally vi britannia', 'nunnally', 'ナナリー', 'anya alstreim'], ['code geass', 'コードギアス'], ['anya']),
  character(['mayuri shiina', 'shiina mayuri', '椎名まゆり', 'mayushii', 'ruka urushibara', 'faris nyannyan'], ['steins gate', 'steins;gate', 'シュタインズ・ゲート'], ['mayuri']),
  character(['ushio okazaki', 'okazaki ushio', '岡崎汐'], ['clannad', 'clannad after story', 'クラナド'], ['ushio']),
  character(['chitoge kirisaki', 'kirisaki chitoge', '桐崎千棘', 'chitoge', 'kosaki onodera', 'onodera kosaki', '小野寺小咲'], ['nisekoi', 'ニセコイ'], ['kosaki']),
  character(['ichika nakano', 'nino nakano', 'miku nakano', 'yotsuba nakano', 'itsuki nakano', '中野一花', '中野二乃', '中野三玖', '中野四葉', '中野五月', 'nakano sisters'], ['the quintessential quintuplets', 'gotoubun no hanayome', '五等分の花嫁', 'quintessential quintuplets'], ['ichika', 'nino', 'miku', 'yotsuba', 'itsuki']),
  character(['kyoko hori', 'hori kyoko', 'kyouko hori', '堀京子', 'izumi miyamura', 'miyamura izumi'], ['horimiya', 'ホリミヤ'], ['hori', 'miyamura']),
  character(['yukino yukinoshita', 'yukinoshita yukino', '雪ノ下雪乃', 'yui yuigahama', 'yuigahama yui', '由比ヶ浜結衣', 'iroha isshiki', 'isshiki iroha', '一色いろは'], ['oregairu', 'my teen romantic comedy snafu', 'yahari ore no seishun', 'やはり俺の青春ラブコメはまちがっている'], ['yukino', 'iroha']),
  character(['mai sakurajima', 'sakurajima mai', '桜島麻衣', 'kaede azusagawa', 'azusagawa kaede', 'tomoe koga', 'koga tomoe', 'shoko makinohara', 'makinohara shoko'], ['bunny girl senpai', 'rascal does not dream of bunny girl senpai', 'seishun buta yarou', '青春ブタ野郎'], ['mai', 'kaede']),
  character(['violet evergarden', 'ヴァイオレット・エヴァーガーデン'], ['violet evergarden', 'ヴァイオレット・エヴァーガーデン']),
  character(['prushka', 'プルシュカ'], ['made in abyss', 'メイドインアビス'], ['riko', 'リコ']),
  character([], ['the promised neverland', 'promised neverland', 'yakusoku no neverland', '約束のネバーランド'], ['emma', 'norman', 'ray', 'エマ']),
  character(['renge miyauchi', 'miyauchi renge', '宮内れんげ', 'hotaru ichijo', 'ichijo hotaru', 'natsumi koshigaya', 'komari koshigaya'], ['non non biyori', 'のんのんびより'], ['renge', 'hotaru']),
  character(['nadeshiko kagamihara', 'kagamihara nadeshiko', '各務原なでしこ', 'rin shima', 'shima rin', '志摩リン', 'chiaki ogaki', 'aoi inuyama'], ['yuru camp', 'laid back camp', 'ゆるキャン△', 'ゆるキャン'], ['nadeshiko']),
  character(['chino kafuu', 'kafuu chino', '香風智乃', 'cocoa hoto', 'hoto cocoa', '保登心愛', 'rize tedeza', 'tedeza rize', 'sharo kirima', 'syaro kirima', 'chiya ujimatsu'], ['is the order a rabbit', 'gochiusa', 'gochuumon wa usagi desu ka', 'ご注文はうさぎですか'], ['chino', 'cocoa', 'rize', 'sharo', 'syaro', 'chiya']),
  character(['akari akaza', 'akaza akari', '赤座あかり', 'kyoko toshino', 'toshino kyoko', '歳納京子', 'chinatsu yoshikawa', 'yoshikawa chinatsu', 'yui funami', 'funami yui'], ['yuru yuri', 'yuruyuri', 'ゆるゆり'], ['akari', 'chinatsu']),
  character(['chiyo mihama', 'mihama chiyo', '美浜ちよ', 'chiyo chan', 'ayumu kasuga', 'kasuga ayumu', '春日歩', 'tomo takino'], ['azumanga daioh', 'あずまんが大王'], ['chiyo', 'osaka', 'sakaki']),
  character(['yotsuba koiwai', 'koiwai yotsuba', '小岩井よつば', 'よつばと'], ['yotsuba', 'yotsubato', 'yotsuba to', 'よつばと!'], ['yotsuba']),
  character(['yuuko aioi', 'aioi yuuko', 'mio naganohara'], ['nichijou', '日常'], ['hakase']),
  character(['rika furude', 'furude rika', '古手梨花', 'satoko hojo', 'satoko houjou', 'houjou satoko', '北条沙都子', 'rena ryugu', 'ryuuguu rena', '竜宮レナ', 'mion sonozaki', 'shion sonozaki', '園崎魅音', '園崎詩音'], HIGURASHI, ['rika', 'satoko', 'rena', 'mion', 'shion']),
  character(['maria ushiromiya', 'ushiromiya maria', '右代宮真里亞', 'ange ushiromiya'], ['umineko', 'umineko no naku koro ni', 'うみねこのなく頃に']),
  character(['yuno gasai', 'gasai yuno', '我妻由乃'], ['future diary', 'mirai nikki', '未来日記'], ['yuno']),
  character(['mei misaki', 'misaki mei', '見崎鳴'], ['another anime', 'another 2012']),
  character(['koneko toujou', 'koneko tojo', 'toujou koneko', '塔城小猫'], ['highschool dxd', 'high school dxd', 'ハイスクールD×D'], ['koneko']),
  character(['mikan yuuki', 'yuuki mikan', '結城美柑', 'momo belia deviluke', 'momo deviluke', 'nana astar deviluke', 'nana deviluke', 'モモ・ベリア・デビルーク'], ['to love ru', 'to love ru darkness', 'toloveru', 'ToLOVEる'], ['mikan']),
  character(['kotori itsuka', 'itsuka kotori', '五河琴里'], ['date a live', 'デート・ア・ライブ'], ['kotori']),
  character(['erina nakiri', 'nakiri erina', '薙切えりな'], ['food wars', 'shokugeki no soma', '食戟のソーマ'], ['erina']),
  character(['kumiko oumae', 'oumae kumiko', 'kumiko omae', '黄前久美子', 'reina kousaka', 'kousaka reina', '高坂麗奈'], ['sound euphonium', 'hibike euphonium', '響け!ユーフォニアム'], ['kumiko', 'reina']),
  character(['eru chitanda', 'chitanda eru', '千反田える', 'chitanda', 'houtarou oreki', 'hotaro oreki'], ['hyouka', 'hyoka', '氷菓'], ['eru']),
  character(['kayo hinazuki', 'hinazuki kayo', '雛月加代'], ['erased', 'boku dake ga inai machi', '僕だけがいない街'], ['kayo']),
  character(['sawako kuronuma', 'kuronuma sawako', '黒沼爽子'], ['kimi ni todoke', '君に届け'], ['sawako']),
  character(['miyuki shiba', 'shiba miyuki', '司波深雪', 'tatsuya shiba'], ['the irregular at magic high school', 'mahouka', '魔法科高校の劣等生'], ['miyuki']),
  character(['yuzu aihara', 'aihara yuzu', 'mei aihara', 'aihara mei', '藍原柚子', '藍原芽衣'], ['citrus manga', 'citrus anime', 'citrus yuri'], ['yuzu', 'mei']),
  character(['yuu koito', 'koito yuu', '小糸侑', 'touko nanami', 'nanami touko', '七海燈子'], ['bloom into you', 'yagate kimi ni naru', 'やがて君になる'], ['yuu', 'touko']),
  character(['hougetsu shimamura', 'shimamura hougetsu', 'sakura adachi', 'adachi sakura'], ['adachi and shimamura', 'adachi to shimamura', '安達としまむら'], ['adachi', 'shimamura']),
  character(['yumeko jabami', 'jabami yumeko', '蛇喰夢子', 'mary saotome', 'saotome mary'], ['kakegurui', '賭ケグルイ'], ['yumeko']),
  character(['nene yashiro', 'yashiro nene', '八尋寧々', 'hanako kun'], ['toilet bound hanako kun', 'jibaku shounen hanako kun', '地縛少年花子くん'], ['nene']),
  character(['momo ayase', 'ayase momo', '綾瀬桃', 'okarun'], ['dandadan', 'ダンダダン'], ['momo']),
  character(['lucy heartfilia', 'heartfilia lucy', 'ルーシィ・ハートフィリア', 'wendy marvell', 'marvell wendy', 'ウェンディ・マーベル'], ['fairy tail', 'フェアリーテイル'], ['lucy', 'wendy']),
  character(['yachiru kusajishi', 'kusajishi yachiru', '草鹿やちる', 'yachiru', 'karin kurosaki', 'yuzu kurosaki', 'kurosaki karin', 'kurosaki yuzu'], ['bleach anime', 'bleach manga', 'ブリーチ']),
  character(['giorno giovanna', 'ジョルノ・ジョバァーナ', 'trish una', 'koichi hirose', 'hirose koichi', 'josuke higashikata', 'higashikata josuke'], ['jojo', 'jojo s bizarre adventure', 'jojos bizarre adventure', 'ジョジョの奇妙な冒険'], ['trish', 'koichi', 'josuke', 'giorno']),
  character(['shigeo kageyama', 'kageyama shigeo', '影山茂夫', 'mob psycho'], ['mob psycho 100', 'mob psycho', 'モブサイコ100'], ['mob', 'shigeo']),
  character(['senku ishigami', 'ishigami senku', '石神千空', 'senku'], ['dr stone', 'ドクターストーン'], ['suika']),
  character(['son goten', '孫悟天', '孫パン'], ['dragon ball', 'dragon ball z', 'dragon ball super', 'dragon ball gt', 'dbz', 'ドラゴンボール', '龙珠'], ['goten', 'pan']),
  character(['shoyo hinata', 'shouyou hinata', 'hinata shoyo', 'hinata shouyou', '日向翔陽', 'tobio kageyama', 'kageyama tobio', '影山飛雄'], ['haikyuu', 'haikyu', 'ハイキュー'], ['hinata', 'kageyama']),
  character(['tetsuya kuroko', 'kuroko tetsuya', '黒子テツヤ', 'taiga kagami', 'kagami taiga', '火神大我'], ['kuroko s basketball', 'kuroko no basket', '黒子のバスケ'], ['kuroko']),
  character(['yoichi isagi', 'isagi yoichi', '潔世一'], ['blue lock', 'ブルーロック'], ['isagi']),
  character(['denji', 'asa mitaka', 'mitaka asa', '三鷹アサ'], ['chainsaw man', 'チェンソーマン', '电锯人'], ['asa', 'デンジ']),
  character(['gabi braun', 'falco grice'], ['attack on titan', 'shingeki no kyojin', 'aot', 'snk', '進撃の巨人'], ['gabi', 'falco']),
  character(['liliruca arde', 'liliruca', 'bell cranel', 'ベル・クラネル'], ['danmachi', 'is it wrong to try to pick up girls in a dungeon', 'ダンまち'], ['lili']),
  character(['onna shinkan'], ['goblin slayer', 'ゴブリンスレイヤー'], ['priestess']),
  character(['rin kokonoe', 'kokonoe rin', '九重りん'], ['kodomo no jikan', 'a child s time', 'こどものじかん'], ['rin']),
  character([], ['hinamatsuri', 'ヒナまつり'], ['hina', 'anzu']),
  character(['アーミヤ'], ARKNIGHTS, ['amiya', 'suzuran', 'スズラン']),
  character(['hatsune miku', 'miku hatsune', '初音ミク', '初音未来', '하츠네 미쿠', 'miku', 'mikudayo'], ['vocaloid', 'ボーカロイド', 'project sekai', 'project diva', 'プロセカ']),
  character(['kagamine rin', 'rin kagamine', 'kagamine len', 'len kagamine', '鏡音リン', '鏡音レン', 'kagamine', '镜音铃', '镜音连'], ['vocaloid', 'ボーカロイド', 'project sekai', 'project diva'], ['rin', 'len']),
  character(['megpoid gumi', 'gumi megpoid'], ['vocaloid', 'ボーカロイド'], ['gumi']),
  character(['ichika hoshino', 'hoshino ichika', '星乃一歌', 'saki tenma', 'tenma saki', '天馬咲希', 'emu otori', 'otori emu', '鳳えむ', 'mafuyu asahina', 'asahina mafuyu', '朝比奈まふゆ', 'minori hanasato', 'hanasato minori', 'kanade yoisaki', 'yoisaki kanade', '宵崎奏'], ['project sekai', 'prsk', 'pjsk', 'colorful stage', 'プロセカ'], ['emu', 'mafuyu', 'kanade']),
  character(['honoka kosaka', 'kosaka honoka', '高坂穂乃果', 'kotori minami', 'minami kotori', '南ことり', 'umi sonoda', 'sonoda umi', '園田海未', 'maki nishikino', 'nishikino maki', '西木野真姫', 'rin hoshizora', 'hoshizora rin', '星空凛', 'hanayo koizumi', 'koizumi hanayo', '小泉花陽', 'nico yazawa', 'yazawa nico', '矢澤にこ', 'eli ayase', 'ayase eli', '絢瀬絵里', 'nozomi tojo', 'tojo nozomi', '東條希'], LOVE_LIVE, ['honoka', 'kotori', 'umi', 'maki', 'rin', 'hanayo', 'nico', 'eli', 'nozomi']),
  character(['chika takami', 'takami chika', '高海千歌', 'riko sakurauchi', 'sakurauchi riko', 'you watanabe', 'watanabe you', '渡辺曜', 'ruby kurosawa', 'kurosawa ruby', '黒澤ルビィ', 'dia kurosawa', 'kurosawa dia', 'hanamaru kunikida', 'kunikida hanamaru', 'yoshiko tsushima', 'tsushima yoshiko', 'yohane', 'mari ohara', 'kanan matsuura'], LOVE_LIVE, ['chika', 'riko', 'ruby', 'dia', 'hanamaru', 'yoshiko']),
  character(['anzu futaba', 'futaba anzu', '双葉杏', 'chie sasaki', 'sasaki chie', '佐々木千枝', 'kaoru ryuzaki', 'ryuzaki kaoru', '龍崎薫', 'momoka sakurai', 'sakurai momoka', '櫻井桃華', 'arisu tachibana', 'tachibana arisu', '橘ありす', 'rika jougasaki', 'jougasaki rika', '城ヶ崎莉嘉', 'miria akagi', 'akagi miria', '赤城みりあ', 'koume shirasaka', 'shirasaka koume', '白坂小梅', 'uzuki shimamura', 'shimamura uzuki', '島村卯月', 'rin shibuya', 'shibuya rin', '渋谷凛', 'mio honda', 'honda mio', '本田未央'], IDOLMASTER, ['anzu', 'arisu', 'momoka', 'miria', 'koume', 'uzuki']),
  character(['yayoi takatsuki', 'takatsuki yayoi', '高槻やよい', 'ami futami', 'mami futami', 'futami ami', 'futami mami', '双海亜美', '双海真美', 'iori minase', 'minase iori', '水瀬伊織', 'miki hoshii', 'hoshii miki', '星井美希', 'haruka amami', 'amami haruka', '天海春香', 'hibiki ganaha', 'ganaha hibiki'], IDOLMASTER, ['yayoi', 'iori', 'miki', 'haruka', 'hibiki']),

  // ---- Pokémon ----
  character(['ash ketchum', 'satoshi pokemon'], POKEMON, ['ash', 'satoshi', 'サトシ']),
  character([], POKEMON, ['misty', 'kasumi', 'カスミ']),
  character([], POKEMON, ['brock', 'takeshi']),
  character([], POKEMON, ['dawn', 'hikari', 'ヒカリ']),
  character([], POKEMON, ['may', 'haruka', 'ハルカ']),
  character([], POKEMON, ['max', 'masato']),
  character([], POKEMON, ['serena', 'セレナ']),
  character([], POKEMON, ['bonnie', 'clemont', 'ユリーカ']),
  character([], POKEMON, ['iris', 'アイリス']),
  character(['リーリエ'], POKEMON, ['lillie']),
  character([], POKEMON, ['mallow', 'lana', 'acerola', 'マオ', 'スイレン', 'アセロラ']),
  character([], POKEMON, ['gloria', 'marnie', 'hop', 'マリィ']),
  character(['nemona'], POKEMON, ['penny', 'arven', 'juliana', 'florian', 'ネモ']),
  character([], POKEMON, ['hilda', 'selene', 'hilbert', 'calem', 'elio']),
  character([], POKEMON, ['goh', 'chloe', 'liko', 'roy']),

  // ---- Genshin Impact, Honkai ----
  character(['klee genshin', '可莉'], GENSHIN, ['klee', 'クレー', '클레']),
  character([], GENSHIN, ['qiqi', '七七']),
  character(['迪奥娜', 'ディオナ'], GENSHIN, ['diona', '디오나']),
  character(['早柚'], GENSHIN, ['sayu']),
  character(['ヨォーヨ'], GENSHIN, ['瑶瑶', 'yaoyao']),
  character([], HONKAI_STAR_RAIL, ['clara', 'クラーラ', '克拉拉']),
  character([], HONKAI_STAR_RAIL, ['hook', 'フック', '虎克']),

  // ---- Blue Archive ----
  character(['shiroko sunaookami', 'sunaookami shiroko', '砂狼シロコ', '砂狼白子'], BLUE_ARCHIVE, ['shiroko', 'シロコ']),
  character(['hoshino takanashi', 'takanashi hoshino', '小鳥遊ホシノ', '小鸟游星野'], BLUE_ARCHIVE, ['hoshino', 'ホシノ']),
  character(['nonomi izayoi', 'izayoi nonomi', '十六夜ノノミ', 'serika kuromi', 'kuromi serika', '黒見セリカ', 'ayane okusora', 'okusora ayane', '奥空アヤネ'], BLUE_ARCHIVE, ['nonomi', 'serika', 'ayane']),
  character(['yuuka hayase', 'hayase yuuka', 'yuka hayase', '早瀬ユウカ'], BLUE_ARCHIVE, ['yuuka', 'ユウカ']),
  character(['hina sorasaki', 'sorasaki hina', '空崎ヒナ'], BLUE_ARCHIVE, ['hina']),
  character(['aru rikuhachima', 'rikuhachima aru', '陸八魔アル', 'mutsuki asagi', 'asagi mutsuki', '浅黄ムツキ', 'kayoko onikata', 'onikata kayoko', '鬼方カヨコ', 'haruka igusa', 'igusa haruka', '伊草ハルカ'], BLUE_ARCHIVE, ['aru', 'mutsuki', 'kayoko', 'haruka']),
  character(['mika misono', 'misono mika', '聖園ミカ', 'nagisa kirifuji', 'kirifuji nagisa', 'seia yurizono', 'yurizono seia'], BLUE_ARCHIVE, ['mika', 'nagisa', 'seia']),
  character(['koharu shimoe', 'shimoe koharu', '下江コハル', 'hifumi ajitani', 'ajitani hifumi', '阿慈谷ヒフミ', 'azusa shirasu', 'shirasu azusa', '白洲アズサ', 'hanako urawa', 'urawa hanako', '浦和ハナコ'], BLUE_ARCHIVE, ['koharu', 'hifumi', 'azusa', 'hanako']),
  character(['momoi saiba', 'saiba momoi', '才羽モモイ', 'midori saiba', 'saiba midori', '才羽ミドリ', 'yuzu hanaoka', 'hanaoka yuzu'], BLUE_ARCHIVE, ['momoi', 'midori', 'yuzu']),
  character(['neru mikamo', 'mikamo neru', '美甘ネル', 'asuna ichinose', 'ichinose asuna', '一之瀬アスナ', 'karin kakudate', 'kakudate karin', 'akane murokasa', 'noa ushio', 'ushio noa', '生塩ノア'], BLUE_ARCHIVE, ['neru', 'asuna', 'karin', 'noa']),
  character(['iroha natsume', 'natsume iroha', '棗イロハ', 'makoto hanuma', 'izuna kuda', 'kuda izuna', '久田イズナ', 'wakamo', '狐坂ワカモ', 'kosaka wakamo', 'kisaki ryuuge'], BLUE_ARCHIVE, ['iroha', 'ibuki', 'izuna', 'kisaki']),

  // ---- Azur Lane, Kantai Collection ----
  character(['laffey', 'ラフィー'], AZUR_LANE, ['拉菲']),
  character([], AZUR_LANE, ['javelin', 'ジャベリン']),
  character([], AZUR_LANE, ['unicorn', 'ユニコーン', '独角兽']),
  character([], AZUR_LANE, ['z23', 'nimi', 'hammann', 'kisaragi']),
  character(['verniy', '暁型駆逐艦'], KANCOLLE, ['akatsuki', 'hibiki', 'ikazuchi', 'inazuma']),

  // ---- Fire Emblem, Final Fantasy, Kingdom Hearts, Persona ----
  character(['lysithea von ordelia', 'lysithea', 'リシテア'], FIRE_EMBLEM),
  character([], FIRE_EMBLEM, ['roy']),
  character(['yuffie kisaragi', 'kisaragi yuffie', 'yuffie', 'ユフィ'], [...FINAL_FANTASY, 'ff7', 'ffvii', 'final fantasy vii', 'ff7 remake']),
  character(['rikku'], [...FINAL_FANTASY, 'ffx', 'ff10', 'final fantasy x'], ['リュック']),
  character(['relm arrowny', 'relm', 'eiko carol', 'hope estheim', 'penelo'], [...FINAL_FANTASY, 'ff6', 'ff9', 'ff12', 'ff13'], ['eiko']),
  character(['rinoa heartilly', 'heartilly rinoa', 'rinoa', 'リノア', 'selphie tilmitt', 'selphie', 'squall leonhart'], [...FINAL_FANTASY, 'ff8', 'ffviii', 'final fantasy viii'], ['squall', 'セルフィ']),
  character(['namine', 'naminé', 'ナミネ', 'ロクサス'], KINGDOM_HEARTS, ['sora', 'kairi', 'riku', 'xion', 'ソラ', 'カイリ', 'roxas']),
  character(['futaba sakura', 'sakura futaba', '佐倉双葉', 'ann takamaki', 'takamaki ann', '高巻杏', 'ryuji sakamoto', 'sakamoto ryuji', 'ren amamiya', 'amamiya ren'], PERSONA, ['futaba', 'ann', 'panther', 'oracle']),
  character(['nanako dojima', 'dojima nanako', '堂島菜々子', 'rise kujikawa', 'kujikawa rise', '久慈川りせ', 'chie satonaka', 'satonaka chie', 'yukiko amagi', 'amagi yukiko', 'naoto shirogane', 'shirogane naoto', 'yu narukami'], PERSONA, ['nanako', 'rise', 'chie', 'yukiko', 'naoto']),
  character(['yukari takeba', 'takeba yukari', 'fuuka yamagishi', 'yamagishi fuuka', 'ken amada', 'amada ken'], PERSONA, ['yukari', 'fuuka']),

  // ---- Other games ----
  character(['young link', 'toon link', 'aryll'], ['zelda', 'the legend of zelda', 'wind waker', 'ocarina of time', 'ゼルダの伝説'], ['tetra']),
  character(['sonic the hedgehog', 'tails the fox', 'miles prower', 'miles tails prower', 'amy rose', 'cream the rabbit', 'charmy bee'], ['sonic the hedgehog', 'sonic x', 'sonic adventure', 'sonic frontiers', 'sega', 'ソニック'], ['sonic', 'tails', 'amy', 'cream']),
  character([], UNDERTALE, ['frisk', 'chara']),
  character(['ellie williams'], ['the last of us', 'tlou', 'last of us'], ['ellie', 'sarah']),
  character(['heather mason', 'cheryl mason', 'alessa gillespie'], ['silent hill', 'silent hill 3', 'サイレントヒル'], ['heather', 'alessa']),
  character(['carl grimes', 'judith grimes'], ['the walking dead', 'walking dead', 'twd', 'telltale'], ['clementine', 'carl', 'judith']),
  character([], ['little nightmares'], ['six', 'mono']),
  character(['omori'], ['omori', 'omori game'], ['sunny', 'aubrey', 'basil', 'kel']),
  character(['annie hastur'], ['league of legends'], ['annie']),
  character(['sakura kasugano', 'kasugano sakura', '春日野さくら'], ['street fighter', 'ストリートファイター'], ['sakura']),
  character(['scootaloo', 'sweetie belle', 'apple bloom', 'cutie mark crusaders'], ['my little pony', 'mlp', 'friendship is magic', 'mlp fim']),

  // ---- Western animation ----
  character(['bart simpson', 'lisa simpson', 'maggie simpson', 'milhouse van houten', 'ralph wiggum', 'nelson muntz'], ['the simpsons', 'simpsons'], ['bart', 'lisa', 'maggie', 'milhouse', 'ralph', 'nelson']),
  character(['eric cartman', 'cartman', 'stan marsh', 'kyle broflovski', 'kenny mccormick', 'butters stotch', 'wendy testaburger', 'bebe stevens'], SOUTH_PARK, ['stan', 'kyle', 'kenny', 'butters', 'wendy']),
  character(['dipper pines', 'mabel pines', 'pacifica northwest', 'wendy corduroy'], ['gravity falls'], ['dipper', 'mabel', 'pacifica']),
  character(['timmy turner', 'jimmy neutron', 'cindy vortex', 'libby folfax'], ['fairly oddparents', 'the fairly oddparents', 'jimmy neutron'], ['timmy', 'cindy']),
  character(['powerpuff girl', 'powerpuff girls'], ['powerpuff girls', 'the powerpuff girls', 'ppg'], ['blossom', 'bubbles', 'buttercup']),
  character(['lilo', 'lilo pelekai'], ['lilo and stitch', 'lilo stitch', 'リロ・アンド・スティッチ']),
  character(['phineas flynn', 'ferb fletcher', 'candace flynn', 'isabella garcia shapiro'], ['phineas and ferb'], ['phineas', 'ferb', 'candace', 'isabella']),
  character(['rugrats', 'tommy pickles', 'angelica pickles', 'chuckie finster', 'phil deville', 'lil deville', 'susie carmichael'], ['rugrats'], ['tommy', 'angelica', 'chuckie']),
  character(['helga pataki', 'arnold shortman', 'phoebe heyerdahl'], ['hey arnold'], ['helga', 'arnold']),
  character(['doug funnie', 'patti mayonnaise'], ['doug', 'doug cartoon']),
  character(['kim possible', 'ron stoppable'], ['kim possible'], ['kim']),
  character(['danny phantom', 'danny fenton', 'sam manson', 'samantha manson', 'jazz fenton'], ['danny phantom'], ['sam', 'jazz']),
  character(['aang', 'avatar aang', 'katara', 'sokka', 'toph', 'toph beifong', 'azula', 'ty lee', 'zuko', 'prince zuko', 'jinora'], AVATAR, ['mai', 'suki']),
  character(['star butterfly', 'marco diaz'], ['star vs the forces of evil', 'star vs'], ['star', 'marco']),
  character(['luz noceda', 'amity blight', 'gus porter'], ['the owl house', 'owl house'], ['luz', 'amity', 'willow', 'willow park']),
  character(['anne boonchuy', 'sasha waybright', 'marcy wu'], ['amphibia'], ['anne', 'sasha', 'marcy']),
  character(['gumball watterson', 'anais watterson', 'darwin watterson', 'penny fitzgerald'], ['the amazing world of gumball', 'amazing world of gumball'], ['gumball', 'anais']),
  character(['lincoln loud', 'lori loud', 'leni loud', 'luna loud', 'luan loud', 'lynn loud', 'lucy loud', 'lana loud', 'lola loud', 'lisa loud', 'lily loud', 'ronnie anne santiago'], LOUD_HOUSE, ['lincoln', 'lori', 'leni', 'luna', 'luan', 'lynn', 'lucy', 'lana', 'lola', 'lily']),
  character(['steven universe', 'connie maheswaran'], ['steven universe'], ['steven', 'connie']),
  character(['penny proud'], ['the proud family', 'proud family'], ['penny']),
  character(['riley andersen'], ['inside out 2', 'inside out pixar', 'pixar inside out'], ['riley']),
  character(['dora the explorer', 'dora marquez', 'dora la exploradora'], ['dora the explorer', 'dora la exploradora', 'nick jr'], ['dora']),
  character(['peppa pig', 'george pig'], ['peppa pig']),
  character(['marinette dupain cheng', 'adrien agreste', 'alya cesaire', 'chloe bourgeois'], ['miraculous ladybug', 'miraculous tales of ladybug', 'ladybug and cat noir', 'ミラキュラス'], ['ladybug', 'adrien', 'alya', 'cat noir', 'chat noir', 'marinette']),
  character(['ben tennyson', 'gwen tennyson'], ['ben 10', 'ben ten', 'ben 10 alien force'], ['ben', 'gwen']),
  character(['dexter s laboratory', 'dexters laboratory'], ['dexter s laboratory', 'dexters laboratory', 'dexter s lab'], ['dexter', 'dee dee']),
  character(['finn the human', 'finn mertens'], ['adventure time'], ['finn']),
  character(['morty smith'], ['rick and morty', 'rick & morty'], ['morty', 'summer', 'summer smith']),
  character(['tina belcher', 'gene belcher', 'louise belcher'], ['bob s burgers', 'bobs burgers'], ['tina', 'gene', 'louise']),
  character(['chris griffin', 'stewie griffin'], ['family guy'], ['stewie']),
  character(['connie souphanousinphone'], ['king of the hill'], ['bobby hill']),
  character(['daria morgendorffer', 'quinn morgendorffer'], ['daria'], ['quinn']),
  character([], ['teen titans', 'teen titans go'], ['raven', 'starfire', 'beast boy', 'robin']),
  character([], ['winx club', 'winx'], ['bloom', 'stella', 'flora', 'musa', 'tecna', 'aisha', 'layla']),
  character(['will vandom', 'irma lair', 'taranee cook', 'cornelia hale', 'hay lin'], ['w i t c h', 'witch comic', 'witch cartoon', 'witch disney'], ['irma', 'taranee', 'cornelia']),
  character(['kipo oak', 'tulip olsen', 'wirt and greg', 'pidge gunderson', 'katie holt', 'jim lake jr', 'vanellope von schweetz', 'vanellope'], ['kipo', 'infinity train', 'over the garden wall', 'voltron', 'trollhunters', 'wreck it ralph'], ['kipo', 'tulip', 'wirt', 'pidge']),
  character(['mirabel madrigal', 'antonio madrigal'], ['encanto'], ['mirabel']),
  character([], ['coco pixar', 'pixar coco', 'coco movie', 'coco 2017', 'disney coco'], ['miguel']),
  character(['meilin lee'], ['turning red'], ['meilin']),
  character(['luca paguro', 'alberto scorfano', 'giulia marcovaldo'], ['luca pixar', 'pixar luca', 'luca 2021', 'disney luca'], ['luca', 'alberto', 'giulia']),
  character(['moana waialiki', 'モアナ'], ['moana 2', 'moana 2016', 'moana disney', 'disney moana', 'motunui', ...DISNEY], ['moana']),
  character(['merida dunbroch', 'princess merida'], ['brave pixar', ...DISNEY], ['merida']),
  character(['princess ariel'], ['the little mermaid', 'little mermaid', ...DISNEY], ['ariel', 'アリエル']),
  character(['princess aurora'], ['sleeping beauty', ...DISNEY], ['aurora', 'briar rose']),
  character([], ['snow white and the seven dwarfs', 'seven dwarfs', ...DISNEY], ['snow white']),
  character(['violet parr', 'dash parr', 'jack jack parr'], ['the incredibles', 'incredibles'], ['violet', 'dash']),
  character(['hiro hamada'], ['big hero 6'], ['hiro']),
  character(['agnes gru', 'edith gru', 'margo gru'], ['despicable me', 'minions'], ['agnes', 'edith', 'margo']),
  character([], ['monsters inc', 'monsters, inc'], ['boo']),
  character(['coraline jones', 'コララインとボタンの魔女'], ['coraline movie', 'coraline 2009', 'neil gaiman', 'laika'], ['coraline', 'コラライン']),
  character(['calvin and hobbes', 'charlie brown', 'peppermint patty', 'lucy van pelt', 'linus van pelt'], ['peanuts', 'calvin and hobbes'], ['calvin', 'linus', 'marcie', 'sally brown', 'sally', 'lucy', 'schroeder', 'franklin']),

  // ---- Film and television ----
  character(['eleven hopper', 'jane ives', 'max mayfield', 'maxine mayfield', 'dustin henderson', 'lucas sinclair', 'will byers', 'erica sinclair'], STRANGER_THINGS, ['eleven', 'max', 'mike', 'dustin', 'lucas', 'erica', 'イレブン', 'jane hopper', 'holly wheeler', 'mike wheeler']),
  character(['wednesday addams', 'pugsley addams', 'enid sinclair', 'ウェンズデー・アダムス'], ['wednesday netflix', 'wednesday series', 'the addams family', 'addams family'], ['wednesday', 'enid', 'pugsley']),
  character(['kevin mccallister'], ['home alone']),
  character(['mathilda lando'], ['leon the professional', 'leon 1994'], ['mathilda']),
  character(['hit girl', 'hit-girl', 'mindy macready'], ['kick ass', 'kick-ass'], ['mindy']),
  character(['regan macneil'], ['the exorcist', 'exorcist'], ['regan']),
  character(['samara morgan'], ['the ring', 'the ring 2002'], ['samara']),
  character(['danny torrance', 'grady twins'], ['the shining']),
  character(['carol anne freeling'], ['poltergeist'], ['carol anne']),
  character(['little orphan annie'], ['annie musical', 'annie 1982', 'annie 2014']),
  character(['punky brewster', 'dennis the menace'], ['punky brewster', 'dennis the menace']),
  character(['lex murphy'], ['jurassic park'], ['lex']),
  character([], ['e t the extra terrestrial', 'et the extra terrestrial'], ['gertie', 'elliott']),
  character(['olive hoover'], ['little miss sunshine'], ['olive']),
  character(['juno macguff'], ['juno 2007', 'juno movie', 'juno film'], ['juno']),
  character(['christine lady bird mcpherson', 'lady bird mcpherson'], ['lady bird 2017', 'lady bird movie', 'greta gerwig'], ['lady bird']),
  character(['hannah baker'], ['13 reasons why', 'thirteen reasons why'], ['hannah']),
  character(['archie andrews', 'jughead jones'], ['riverdale', 'archie comics'], ['betty', 'veronica', 'archie', 'jughead', 'betty cooper', 'veronica lodge']),
  character(['sabrina spellman'], ['sabrina the teenage witch', 'chilling adventures of sabrina'], ['sabrina']),
  character(['miley stewart', 'lilly truscott'], ['hannah montana'], ['miley']),
  character(['tori vega', 'jade west'], ['victorious'], ['tori', 'cat valentine']),
  character(['lizzie mcguire'], ['lizzie mcguire'], ['lizzie']),
  character(['arya stark', 'bran stark', 'rickon stark', 'tommen baratheon', 'myrcella baratheon'], ['game of thrones', 'a song of ice and fire', 'asoiaf'], ['arya']),
  character(['renesmee cullen', 'renesmee'], ['twilight', 'breaking dawn']),
  character(['katniss everdeen', 'katniss', 'primrose everdeen', 'prim everdeen', 'peeta mellark', 'peeta', 'カットニス'], ['the hunger games', 'hunger games', 'catching fire', 'mockingjay'], ['rue', 'prim']),
  character(['tris prior', 'beatrice prior'], ['divergent'], ['tris']),

  // ---- Books ----
  character(['harry potter', 'ハリー・ポッター', '哈利波特', '해리 포터'], HARRY_POTTER, ['harry']),
  character(['hermione', 'hermione granger', 'ハーマイオニー', '赫敏', '헤르미온느'], HARRY_POTTER),
  character(['ron weasley', 'ginny weasley', 'ginevra weasley'], HARRY_POTTER, ['ron', 'ginny']),
  character(['luna lovegood', 'draco malfoy', 'cho chang', 'neville longbottom', 'parvati patil', 'padma patil', 'pansy parkinson', 'cedric diggory', 'moaning myrtle'], HARRY_POTTER, ['luna', 'draco', 'cho', 'neville', 'cedric', 'lavender brown']),
  character(['percy jackson', 'annabeth chase', 'thalia grace', 'piper mclean', 'hazel levesque'], ['percy jackson', 'percy jackson and the olympians', 'heroes of olympus'], ['percy', 'annabeth', 'thalia', 'piper', 'hazel']),
  character(['matilda wormwood'], ['roald dahl', 'matilda the musical', 'matilda 1996'], ['matilda']),
  character(['charlie bucket', 'violet beauregarde', 'veruca salt'], ['charlie and the chocolate factory', 'willy wonka', 'wonka'], ['veruca']),
  character(['pippi longstocking', 'pippi langstrumpf', 'pippi calzelunghe', 'pippi langkous', 'pipi calzaslargas', 'fifi brindacier', 'pippi'], ['pippi longstocking', 'astrid lindgren']),
  character(['ramona quimby', 'junie b jones', 'judy moody', 'harriet the spy', 'harriet welsch'], ['beverly cleary', 'ramona and beezus'], ['ramona']),
  character(['scout finch', 'jem finch', 'jean louise finch'], ['to kill a mockingbird'], ['scout', 'jem']),
  character(['dolores haze'], ['lolita', 'nabokov'], ['dolores']),
  character(['holden caulfield', 'phoebe caulfield'], ['the catcher in the rye', 'catcher in the rye'], ['holden']),
  character(['huckleberry finn', 'huck finn', 'tom sawyer', 'becky thatcher'], ['tom sawyer', 'huckleberry finn', 'mark twain'], ['huck', 'becky']),
  character(['oliver twist'], ['oliver twist', 'dickens'], ['oliver', 'artful dodger']),
  character(['alice liddell', 'alice in wonderland', 'alice liddel', 'アリス・リデル', '不思議の国のアリス'], ['alice in wonderland', 'alice s adventures in wonderland', 'through the looking glass', 'lewis carroll'], ['alice']),
  character(['dorothy gale'], ['the wizard of oz', 'wizard of oz'], ['dorothy']),
  character(['wendy darling'], ['peter pan', 'neverland', 'j m barrie'], ['wendy', 'peter pan', 'john darling', 'michael darling']),
  character(['christopher robin'], ['winnie the pooh', 'pooh']),
  character(['anne of green gables', 'anne shirley', 'anne with an e'], ['anne of green gables', 'anne with an e'], ['anne']),
  character(['heidi of the alps', 'heidi und peter', 'アルプスの少女ハイジ'], ['heidi girl of the alps', 'heidi of the alps', 'johanna spyri', 'アルプスの少女ハイジ'], ['heidi', 'ハイジ']),
  character(['mary lennox', 'colin craven'], ['the secret garden']),
  character(['sara crewe'], ['a little princess']),
  character(['pollyanna whittier'], ['pollyanna']),
  character(['eloise at the plaza'], ['eloise', 'kay thompson']),
  character(['fern arable'], ['charlotte s web', 'charlottes web'], ['fern']),
  character(['leslie burke', 'jess aarons'], ['bridge to terabithia', 'terabithia'], ['leslie']),
  character(['ender wiggin', 'artemis fowl', 'eragon', 'eragon shadeslayer', 'lyra belacqua', 'lyra silvertongue', 'greg heffley', 'wimpy kid'], ['ender s game', 'artemis fowl', 'his dark materials', 'golden compass', 'diary of a wimpy kid'], ['ender', 'lyra']),
  character(['lucy pevensie', 'edmund pevensie', 'susan pevensie', 'peter pevensie'], ['narnia', 'the chronicles of narnia', 'chronicles of narnia'], ['lucy', 'edmund', 'susan']),
  character(['ponyboy curtis', 'johnny cade'], ['the outsiders'], ['ponyboy']),
  character(['hazel grace lancaster', 'hazel grace', 'augustus waters'], ['the fault in our stars', 'fault in our stars']),
  character([], ['the giver', 'lois lowry'], ['jonas']),
  character(['le petit prince', 'the little prince', 'der kleine prinz', 'el principito', 'il piccolo principe', '星の王子さま', '小王子'], ['le petit prince', 'the little prince', 'saint exupery']),
  character(['petit nicolas', 'le petit nicolas', 'titeuf', 'boucle d or'], ['le petit nicolas', 'titeuf', 'goscinny']),
  character(['max und moritz', 'das sams', 'hanni und nanni', 'jip en janneke', 'pluk van de petteflet', 'kruimeltje'], ['max und moritz', 'das sams', 'hanni und nanni', 'jip en janneke']),
  character(['mafalda', 'manolito gafotas', 'la chilindrina', 'chilindrina', 'el chavo del ocho', 'el chavo', 'pulgarcito'], ['mafalda', 'el chavo del ocho', 'quino']),
  character(['pinocchio', 'pinocho', '匹诺曹'], ['pinocchio', 'collodi']),
  character(['turma da monica', 'turma da mônica', 'monica e cebolinha', 'chico bento', 'narizinho', 'magali e cascao'], ['turma da monica', 'mauricio de sousa'], ['monica', 'magali', 'cebolinha', 'cascao']),
  character(['nils holgersson', 'emil i lonneberga', 'emil of lonneberga', 'ronja rovardotter', 'ronia the robber s daughter', 'madicken'], ['astrid lindgren', 'selma lagerlof']),

  // ---- Comics ----
  character(['damian wayne', 'robin damian wayne', 'tim drake robin'], ['batman', 'dc comics', 'teen titans'], ['damian']),
  character(['kamala khan'], ['ms marvel', 'the marvels']),
  character(['miles morales'], [...SPIDER_VERSE, 'spider man'], ['miles']),
  character([], SPIDER_VERSE, ['gwen', 'gwen stacy']),
  character(['riri williams', 'molly hayes', 'valeria richards', 'franklin richards'], ['runaways', 'fantastic four']),
  character(['little lulu', 'nancy ritz', 'sluggo'], ['little lulu', 'nancy comic']),
];
