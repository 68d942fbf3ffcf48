import { rm } from 'node:fs/promises';
import { checkPrompt } from '../api/moderation/policy';
import { benchApi } from './bench/api';
import { benchLocalModels } from './bench/local-models';
import { benchPipeline } from './bench/pipeline';
import { benchPwa } from './bench/pwa';
import { benchSafety } from './bench/safety';
import { fmt, markdown, progress, type Table, writeJson } from './bench/report';
import { resolvePorts, settings } from './bench/settings';
import { newDataDir, startSite } from './bench/site';
import { benchStart } from './bench/startup';
import { percentile } from './bench/stats';
import { buildPwaIfStale } from './build-if-stale';

/**
 * `npm run bench`: starts the site as `npm start` does, on its own data folder and ports
 * (3299, database 54499), and measures it against what the machine and the database can do: the API
 * beside the database floor (pgbench) and bare Hono, the same server under Node, the generation
 * pipeline, the models the server runs itself, cold and warm start, and the PWA's weight and Lighthouse scores. Prints markdown tables
 * and writes the figures as JSON to bench-results/. A benchmark, not a test: it never fails on a figure.
 * The content policy is measured in this process, before anything else starts.
 * BENCH_ONLY=policy,safety,local,api,node,pipeline,start,pwa picks sections; README.md (Performance) lists the settings.
 */

/** Timed checks per policy prompt, after the warm-up ones. */
const POLICY_CHECKS = 10_000;
const POLICY_WARMUP = 1_000;
/** A 2000-character prompt is checked in under this many milliseconds at p99. */
const POLICY_TARGET_P99_MS = 2;
/** The clock the policy reads years of birth against, fixed so every run checks the same thing. */
const POLICY_NOW = new Date('2026-06-15T12:00:00Z');

/** The parts repeated, in turn, until the prompt is `length` characters long. */
function promptOf(parts: readonly string[], length: number): string {
  let text = '';
  for (let index = 0; text.length < length; index++) text += (text ? ', ' : '') + parts[index % parts.length]!;
  return text.slice(0, length);
}

const POLICY_PROMPTS = [
  {
    name: '2000 characters, English, adult and sexual, with weights',
    long: true,
    prompt: promptOf(
      [
        '(masterpiece:1.2)',
        '(best quality:1.1)',
        'ultra detailed photograph of a confident woman in her thirties',
        'reclining on a velvet chaise longue',
        '[soft rim light]',
        'golden hour sun through tall arched windows',
        '(auburn hair:1.15)',
        'loose waves over bare shoulders',
        'green eyes',
        'light freckles across the nose',
        'sheer black lace lingerie',
        'silk robe slipping off one shoulder',
        '(nude:0.9)',
        'sensual pose',
        'tasteful boudoir',
        'loft apartment with exposed brick walls',
        'potted monstera plants',
        'stacks of old books',
        'a record player on a walnut sideboard',
        'city skyline at dusk beyond the glass',
        '(85mm lens:1.1)',
        'f/1.8',
        'shallow depth of field',
        'creamy bokeh',
        'Kodak Portra 400 film grain',
        'warm color grading',
        'teal shadows',
        'natural skin texture',
        'visible pores',
        'subtle makeup',
        'red lipstick',
        'gold hoop earrings',
        'a thin chain necklace',
        'small swallow tattoo on her hip',
        'long legs crossed at the ankle',
        'painted toenails',
        'candles flickering on the floorboards',
        'rain streaks on the window',
        'moody atmosphere',
        'editorial fashion photography',
        'in the style of a renowned glamour photographer',
        'award-winning composition',
        'rule of thirds',
        '(photorealistic:1.3)',
        'sharp focus on the eyes',
        'volumetric haze',
        'dramatic chiaroscuro',
        'muted earth tones',
        'high dynamic range',
        '8k uhd',
        'RAW photo',
        'adult model, 32 years old',
        'her lover, a bearded man in his forties, leaning in the doorway',
        'an open bottle of red wine',
        'crumpled white linen sheets',
        'warm tungsten lamps',
        '((erotic fine art))',
        'sultry gaze into the camera',
        'glistening skin',
        'hourglass figure',
        'stiletto heels kicked off beside the bed',
        'a vintage brass mirror reflecting the room',
        'ornate Persian rug',
        'late evening',
        'jazz playing softly',
        'intimate mood',
        'cinematic framing',
        'anamorphic lens flare',
        'slight vignette',
        'hyperrealistic',
        'intricate details',
      ],
      2000,
    ),
  },
  {
    name: '2000 characters, Russian with English tags',
    long: true,
    prompt: promptOf(
      [
        'шедевр',
        '(лучшее качество:1.2)',
        'обнажённая женщина тридцати лет на шёлковых простынях',
        'мягкий утренний свет из высокого окна',
        '(рыжие волосы:1.1)',
        'веснушки на плечах',
        'зелёные глаза',
        'чёрное кружевное бельё',
        'чувственная поза',
        'будуарная фотография',
        'старинная квартира в Санкт-Петербурге',
        'высокие потолки с лепниной',
        'тёплые тона',
        'плёночное зерно',
        'объектив 85 мм',
        'малая глубина резкости',
        'взрослая модель, 35 лет',
        'masterpiece',
        'cinematic lighting',
        'красная помада',
        'золотые серьги',
        'бокал красного вина на подоконнике',
        'дождь за окном',
        'свечи на полу',
        'задумчивый взгляд',
        'атмосфера интимности',
        'фотореализм',
        'высокая детализация',
        'photorealistic',
        'мужчина с бородой в дверях',
        'смятые льняные простыни',
        'латунное зеркало в резной раме',
        'персидский ковёр',
        'поздний вечер',
        'soft haze',
        'кинематографичный кадр',
        'лёгкая виньетка',
        '(эротика:0.8)',
        'глянцевый журнал',
        'фотограф гламура',
        'естественная текстура кожи',
        'длинные ноги',
        'песочные часы фигуры',
        'туфли на шпильке у кровати',
        '8k uhd',
      ],
      2000,
    ),
  },
  {
    name: '2000 characters, Japanese',
    long: true,
    prompt: promptOf(
      [
        '傑作',
        '最高品質',
        '(柔らかな朝の光:1.2)',
        '三十歳の女性のヌード',
        '絹のシーツの上',
        '赤い髪',
        '肩のそばかす',
        '緑の目',
        '黒いレースの下着',
        '官能的なポーズ',
        '古いアパートの寝室',
        '高い天井',
        '暖かい色調',
        'フィルムの粒子',
        '85ミリレンズ',
        '浅い被写界深度',
        '大人のモデル、35歳',
        '窓の外の雨',
        'キャンドルの灯り',
        '物思いにふける眼差し',
        '写実的',
        '高精細',
      ],
      2000,
    ),
  },
  {
    name: '2000 characters, Hindi with English tags',
    long: true,
    prompt: promptOf(
      [
        'उत्कृष्ट कृति',
        '(सबसे अच्छी गुणवत्ता:1.2)',
        'तीस साल की नग्न महिला',
        'रेशमी चादर पर',
        'सुबह की नरम रोशनी',
        'लाल बाल',
        'हरी आँखें',
        'काले लेस के अंतर्वस्त्र',
        'कामुक मुद्रा',
        'पुराने घर का शयनकक्ष',
        'गर्म रंग',
        'masterpiece',
        'cinematic lighting',
        'वयस्क मॉडल, 35 वर्ष',
        'खिड़की के बाहर बारिश',
        'मोमबत्ती की रोशनी',
        'photorealistic',
        '8k uhd',
      ],
      2000,
    ),
  },
  {
    name: '80 characters, English',
    long: false,
    prompt: promptOf(['nude woman, 30 years old', 'silk sheets', '(soft window light:1.2)', 'film grain', '85mm'], 80),
  },
];

interface PolicyRun {
  name: string;
  characters: number;
  verdict: string;
  warmup: number;
  checks: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
  targetP99Ms: number | null;
  holds: boolean | null;
}

/** checkPrompt in this process, on each prompt: a warm-up, then each timed check on its own. */
function benchPolicy(): { report: { runs: PolicyRun[] }; table: Table } {
  const runs: PolicyRun[] = [];
  for (const { name, long, prompt } of POLICY_PROMPTS) {
    const input = { prompt };
    const options = { now: POLICY_NOW };
    const verdict = checkPrompt(input, options);
    for (let check = 0; check < POLICY_WARMUP; check++) checkPrompt(input, options);
    const times = new Float64Array(POLICY_CHECKS);
    for (let check = 0; check < POLICY_CHECKS; check++) {
      const started = performance.now();
      checkPrompt(input, options);
      times[check] = performance.now() - started;
    }
    const sorted = [...times].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    const run: PolicyRun = {
      name,
      characters: prompt.length,
      verdict: verdict.allowed ? 'allowed' : `refused (${verdict.rule}: ${verdict.matched})`,
      warmup: POLICY_WARMUP,
      checks: POLICY_CHECKS,
      p50: percentile(sorted, 50),
      p99,
      max: sorted.at(-1)!,
      mean: sorted.reduce((sum, time) => sum + time, 0) / sorted.length,
      targetP99Ms: long ? POLICY_TARGET_P99_MS : null,
      holds: long ? p99 < POLICY_TARGET_P99_MS : null,
    };
    runs.push(run);
    progress(`policy, ${name}: p50 ${fmt.ms(run.p50)} ms, p99 ${fmt.ms(run.p99)} ms, max ${fmt.ms(run.max)} ms`);
  }
  return {
    report: { runs },
    table: {
      title: `Content policy (\`checkPrompt\` in the benchmark's process, prompt only; ${fmt.count(POLICY_CHECKS)} timed checks each after ${fmt.count(POLICY_WARMUP)} to warm up)`,
      head: ['prompt', 'chars', 'verdict', 'p50 ms', 'p99 ms', 'max ms', 'target'],
      rows: runs.map((run) => [
        run.name,
        String(run.characters),
        run.verdict,
        fmt.ms(run.p50),
        `**${fmt.ms(run.p99)}**`,
        fmt.ms(run.max),
        run.holds === null ? '' : `p99 < ${POLICY_TARGET_P99_MS} ms: ${run.holds ? 'holds' : '**missed**'}`,
      ]),
      notes: ['Every prompt is one a visitor may run (allowed), so each check reads the whole prompt with every rule.'],
    },
  };
}

const only = settings.only;
const tables: Table[] = [];
const report: Record<string, unknown> = {
  startedAt: new Date().toISOString(),
  settings: { seconds: settings.seconds, rounds: settings.rounds, connections: settings.connections, sections: [...only] },
};

console.error(`npm run bench: sections ${[...only].join(', ')}; ${settings.rounds} rounds of ${settings.seconds} s per cell`);
if (only.has('policy')) {
  progress('content policy: checkPrompt in this process');
  const policy = benchPolicy();
  report.policy = policy.report;
  tables.push(policy.table);
}
if (only.has('safety')) {
  progress('output safety models: cold load and time per image');
  const safety = await benchSafety();
  report.safety = safety.report;
  tables.push(safety.table);
}
const needsSite = (['start', 'api', 'node', 'pipeline', 'pwa', 'local'] as const).some((section) => only.has(section));
if (needsSite) {
  await resolvePorts();
  progress(`ports: site ${settings.port}, database ${settings.postgresPort}, bare Hono ${settings.barePort}, Node ${settings.nodePort}`);
  await buildPwaIfStale((line) => progress(line));
  const dataDir = await newDataDir();
  try {
    if (only.has('start')) {
      progress('start-up: cold and warm');
      const start = await benchStart();
      report.start = start.report;
      tables.push(start.table);
    }
    if (only.has('api') || only.has('node')) {
      progress('starting the site (npm start) for the API measurements');
      const site = await startSite(dataDir);
      try {
        const api = await benchApi(site, { api: only.has('api'), node: only.has('node') });
        report.api = api.report;
        tables.push(...api.tables);
      } finally {
        await site.stop();
      }
    }
    if (only.has('local')) {
      progress('local models: cold load, time per image, the API while they run');
      const site = await startSite(dataDir);
      try {
        const local = await benchLocalModels(site);
        report.local = local.report;
        tables.push(...local.tables);
      } finally {
        await site.stop();
      }
    }
    if (only.has('pipeline')) {
      progress('generation pipeline');
      const pipeline = await benchPipeline(dataDir);
      report.pipeline = pipeline.report;
      tables.push(pipeline.table);
    }
    if (only.has('pwa')) {
      progress('PWA: weight, installability, Lighthouse');
      const site = await startSite(dataDir);
      try {
        const pwa = await benchPwa(site);
        report.pwa = pwa.report;
        tables.push(...pwa.tables);
      } finally {
        await site.stop();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

report.finishedAt = new Date().toISOString();
const file = await writeJson(report);
console.log(`## npm run bench — ${report.startedAt as string}\n`);
for (const table of tables) console.log(markdown(table));
console.log(`Figures as JSON: ${file}`);
