import { vocabulary } from './types';

/**
 * Polish. Latin terms are compared without diacritics ('dziewczynka', 'chłopiec' as 'chlopiec'),
 * and nouns decline, hence the stems. 'Dziewczyna' and 'chłopak' are what young adults are called and
 * are left to the age rules. 'Pierwsza klasa' is also first class on a train, so school grades are
 * the pupils' names for themselves ('siódmoklasistka') and the higher grades. Some common words are
 * written only in phrases because they are words elsewhere: 'naga' is the serpent people of fantasy,
 * 'seks' the Norwegian six.
 */
export default vocabulary('pl', 'Polish', {
  minors: [
    'dziecko', 'dziecka', 'dziecku', 'dzieckiem', 'dzieci', 'dzieciom', 'dziećmi', 'dzieciach', 'dziecię*', 'dzieciak*',
    'dzieciaczek', 'dzieciątk*', 'dziecinka', 'dziecinkę', 'dzieciaczki',
    'dziewczynk*', 'dziewczyneczk*', 'dziewuszk*', 'chłopiec', 'chłopc*', 'chłopczyk*', 'chłopaczek',
    'niemowl*', 'noworod*', 'bobasek', 'bobaski', 'bobasy', 'berbeć', 'berbecie', 'brzdąc', 'brzdące', 'maluch', 'maluchy', 'maluchem', 'maluchów', 'maluchami', 'maluszek', 'maluszk*', 'szkrab*',
    'nastolat*', 'nastolatk*', 'małolat*', 'niepełnoletni*', 'nieletni*', 'gówniar*', 'gimbus*', 'gimbaz*',
    'gimnazjalist*', 'licealist*', 'uczennic*', 'uczeń', 'uczniak*', 'uczniowie', 'uczniów', 'przedszkolak*',
    'pierwszoklasist*', 'drugoklasist*', 'trzecioklasist*', 'czwartoklasist*', 'piątoklasist*', 'szóstoklasist*',
    'siódmoklasist*', 'ósmoklasist*', 'podstawówkow*', 'pedofil*', 'pedofilia', 'molestowanie dzieci',
    'mała dziewczynka', 'mały chłopiec', 'mała dziewczyna', 'młodziutka dziewczyna',
    'dziesięciolat*', 'jedenastolat*', 'dwunastolat*', 'trzynastolat*', 'czternastolat*', 'piętnastolat*',
    'szesnastolat*', 'siedemnastolat*',
  ],
  schoolLevels: [
    'szkoła podstawowa', 'szkoły podstawowej', 'szkole podstawowej', 'szkołę podstawową', 'podstawówk*',
    'gimnazjum', 'gimnazjach', 'gimnazjów', 'przedszkol*', 'zerówk*', 'żłobek', 'żłobk*', 'liceum', 'liceach',
    'czwarta klasa', 'piąta klasa', 'szósta klasa', 'siódma klasa', 'ósma klasa', 'czwartej klasy', 'piątej klasy',
    'szóstej klasy', 'siódmej klasy', 'ósmej klasy', 'klasa czwarta', 'klasa piąta', 'klasa szósta', 'klasa siódma',
    'klasa ósma', 'pierwsza klasa podstawówki', 'pierwszej klasy podstawówki', 'klasy podstawówki',
    'szkoła średnia', 'szkoły średniej', 'szkole średniej',
  ],
  ageOfConsent: [
    'nie jest pełnoletnia', 'nie jest pełnoletni', 'jeszcze nie pełnoletnia', 'jeszcze nie jest pełnoletnia',
    'prawie pełnoletnia', 'prawie pełnoletni', 'jeszcze nie legalna', 'prawie legalna', 'ledwo legalna',
    'ledwie legalna', 'poniżej wieku zgody', 'przed wiekiem zgody',
    'przed osiemnastką', 'przed osiemnastymi urodzinami', 'nie ma jeszcze 18', 'nie ma jeszcze osiemnastu',
    'jeszcze nie ma 18', 'poniżej 18 lat', 'poniżej osiemnastu lat',
  ],
  lifeEvents: [
    'pierwsza komunia', 'pierwszej komunii', 'pierwszą komunię', 'komunia święta', 'komunijna', 'komunijnej', 'komunijną', 'komunijny', 'komunijnym', 'bierzmowanie',
    'bierzmowania', 'bierzmowaniu',
    'zielona szkoła', 'zielonej szkole', 'kolonie letnie', 'na koloniach', 'obóz harcerski', 'harcerka', 'harcerkę',
    'zuchy', 'pasowanie na ucznia', 'pierwszy dzwonek',
  ],
  minorCues: [
    'mundurek szkolny', 'szkolny mundurek', 'mundurku szkolnym', 'szkolnym mundurku',
    'strój szkolny', 'szkolny strój', 'szkolnym stroju', 'młodsza siostra', 'młodszą siostrę', 'młodszej siostry',
    'siostrzyczka', 'siostrzyczkę', 'siostrzyczki', 'siostrzyczką', 'młodszy brat', 'braciszek', 'braciszka', 'młodziutka', 'młodziutką', 'młodziutkie', 'młodziutki', 'młodo wyglądająca',
    'wygląda młodo', 'wygląda jak dziecko', 'dziecinna', 'dziecinny', 'dziecinne', 'dziecinną', 'córeczka', 'córeczkę', 'córeczki',
    'córeczką', 'infantylna', 'infantylną',
  ],
  sexual: [
    'naga kobieta', 'naga dziewczyna', 'naga modelka', 'nagie', 'nagość', 'nago', 'nagusieńka', 'nagusieńkie',
    'golutka', 'golutkie', 'golutki', 'golutką', 'rozebrana', 'rozebrane', 'rozebrany', 'rozebraną', 'rozebranej',
    'rozbiera', 'rozbierana', 'rozbierająca', 'rozbieranie', 'bez ubrania', 'bez ubrań', 'seksu', 'seksie', 'seksem',
    'uprawiają seks', 'uprawia seks', 'seks analny', 'seks oralny', 'seks grupowy', 'seksowna', 'seksowną',
    'seksowne', 'seksowny', 'seksownej', 'seksualna', 'seksualne', 'seksualny', 'seksualną', 'seksualnej',
    'erotyczna', 'erotyczne', 'erotyczny', 'erotyczną', 'erotycznej', 'erotycznych', 'erotyk', 'erotyka', 'erotyki',
    'erotykę', 'pornosy', 'pornosa', 'pornosie', 'pornografia', 'pornografii', 'pornograficzne', 'pornograficzny',
    'porno', 'piersi', 'cycki', 'cyckami', 'cycuszki', 'sutki', 'sutkami', 'sutek', 'cipka', 'cipkę', 'cipki',
    'cipką', 'cipkami', 'cipa', 'kutas', 'kutasa', 'kutasem', 'kutasy', 'fiut', 'fiutem', 'fiuty', 'fiutka', 'penis',
    'penisa', 'penisem', 'penisy', 'wagina', 'waginie', 'waginy', 'srom', 'sromu', 'sromem', 'łechtaczka',
    'łechtaczkę', 'łechtaczki', 'ruchanie', 'rucha ją', 'ruchać', 'pieprzy się', 'bzykanie', 'bzyka', 'obciąga',
    'obciąganie', 'loda robi', 'orgazm', 'orgazmu', 'orgazmem', 'orgazmy', 'masturbuje', 'masturbacja', 'masturbacji',
    'masturbację', 'masturbująca', 'onanizm', 'bielizna', 'bieliźnie', 'bieliznę', 'bielizny', 'majtki', 'majtkach',
    'majteczki', 'majteczkach', 'majteczkami', 'stringi', 'stringach', 'biustonosz', 'biustonoszu', 'biustonoszem',
    'staniku', 'topless', 'toples', 'striptiz', 'striptizu', 'striptizerka', 'podniecona', 'podniecony', 'podniecone',
    'podnieconą', 'napalona', 'napalony', 'napalone', 'napaloną', 'rozłożone nogi', 'rozkłada nogi', 'dupa',
    'pośladki', 'intymna', 'intymne', 'intymny', 'intymną', 'intymnych',
  ],
  adulthood: [
    'dorosła', 'dorosły', 'dorośli', 'dorosłą', 'dorosłe', 'dorosłej', 'dorosłego', 'dorosłych', 'pełnoletnia', 'pełnoletni',
    'pełnoletnią', 'pełnoletnie', 'dojrzała', 'dojrzałą', 'dojrzały', 'dojrzałe', 'dojrzałej', 'powyżej 18', 'powyżej osiemnastu',
  ],
  harmless: [
    'dzieci z bullerbyn', 'dzieci kwiaty', 'dziecko kwiat', 'dzieci kukurydzy', 'dzieci nocy', 'dziecko rosemary', 'dziecko szczęścia', 'dziecko wojny', 'jak dziecko',
    'dziecinnie proste', 'dziecinnie łatwe', 'chłopiec na posyłki', 'uczeń czarnoksiężnika', 'fiat maluch',
    'maluch fiat', 'fiat 126p maluch', 'fiatem maluchem', 'maluchem fiat', 'uczniowie jezusa', 'uczniów jezusa', 'jezus i uczniowie', 'dwunastu uczniów',
    'żłobek betlejemski', 'betlejemski żłobek', 'żłobku betlejemskim', 'wózek dziecięcy', 'wózek dla dziecka',
    'fotelik dla dziecka',
  ],
  youngBody: [
    'płaska klatka', 'płaskiej klatce', 'płaski biust', 'płaskie piersi', 'bez piersi', 'nierozwinięta', 'nierozwinięte', 'nierozwiniętą', 'nierozwinięty', 'nierozwiniętych',
    'niedojrzałe ciało', 'dziecięce ciało', 'ciałko',
  ],
  childhoodItems: ['pieluszka', 'pieluszce', 'pieluszkę', 'pieluszki', 'pieluchy', 'pielucha', 'pieluchę', 'pielusze', 'pampers', 'pampersie', 'pampersy', 'smoczek', 'smoczkiem', 'śliniak', 'śliniaku', 'śliniaczek', 'grzechotka', 'grzechotką'],
  childhoodHints: ['tornister', 'tornistrem', 'tornistra', 'warkoczyki', 'warkoczykami', 'warkoczyk', 'kitki', 'pluszowy miś', 'pluszowym misiem', 'podkolanówki'],
  // Not 'pięć' (5), which folds to 'piec' (a stove): the age rules read it before a unit already ('pięć lat').
  numberWords: {
    jeden: 1, jedna: 1, dwa: 2, dwie: 2, trzy: 3, cztery: 4, sześć: 6, siedem: 7, osiem: 8, dziewięć: 9, dziesięć: 10, jedenaście: 11,
    dwanaście: 12, trzynaście: 13, czternaście: 14, piętnaście: 15, szesnaście: 16, siedemnaście: 17,
  },
  /**
   * Not 'żona' (a wife) nor 'męża' (a husband), which fold to 'zona' and the Latvian 'meza' (of a forest), 'pani' (a lady), the
   * Hindi 'water', nor 'facet' and 'pan', English words; nor 'jej' and 'jego', also 'her' and 'his' before a noun, nor 'panna
   * młoda' (a bride), which ends in 'młoda' (young).
   */
  people: [
    'kobiet*', 'mężczyz*', 'dziewczyn*', 'chłopak', 'chłopaka', 'chłopaki', 'panie', 'dama', 'dżentelmen', 'żona', 'żonę', 'żony', 'małżonk*', 'mąż',
    'narzeczon*', 'kochank*', 'modelk*', 'blondynk*', 'brunetk*', 'rudowłosa', 'ona',
  ],
});
