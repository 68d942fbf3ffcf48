/**
 * The honest measure of the content policy's learned layer: `npm run policy:report`. Scores on rows
 * the model was trained on say little, so whole languages and whole kinds of the corpus are held out
 * in turn (leave-one-language-out, leave-one-kind-out): a model is trained on the rest, and the
 * held-out rows are checked by that model alone and by the combined check (the rules, then that model
 * on the sexual prompts they let through), as checkPrompt runs them.
 *
 * The rules know every language's lists, the held-out one's too: the combined figures measure a new
 * wording of known words, the model's figures a language or kind it never saw.
 *
 * Settings: POLICY_REPORT_ROWS (corpus rows, default 30000: each fold trains a model),
 * POLICY_REPORT_LANGUAGES (comma-separated codes; default: a spread of scripts and families).
 */
import { MODEL_THRESHOLD } from '../api/moderation/model/classifier';
import { buildCorpus, type CorpusRow, TWIN } from '../api/moderation/model/corpus';
import { score, train } from '../api/moderation/model/train';
import { checkPrompt, isSexualPrompt } from '../api/moderation/policy';
import { LANGUAGES } from '../api/moderation/vocabulary';

const NOW = new Date('2026-06-15T12:00:00Z');
const rows = buildCorpus({ size: Number(process.env.POLICY_REPORT_ROWS ?? 30_000) });
const known = new Set(LANGUAGES.map((language) => language.code));
const DEFAULT_LANGUAGES = ['en', 'es', 'de', 'ru', 'ar', 'hi', 'zh', 'ja', 'sw', 'hu', 'ta', 'ka', 'hy', 'zu', 'mn', 'ga'];
const languages = (process.env.POLICY_REPORT_LANGUAGES?.split(',') ?? DEFAULT_LANGUAGES).filter((code) => known.has(code));
/** The kinds rows are built as; a kind's twins (rows that must pass) are held out with it. */
const kinds = [...new Set(rows.map((row) => row.kind.replace(TWIN, '')))].sort();

/** The rules' verdict alone: checkPrompt's, with the committed model's own refusals not counted. */
const rulesRefuse = (text: string) => {
  const verdict = checkPrompt({ prompt: text }, { now: NOW });
  return !verdict.allowed && verdict.rule !== 'model';
};

interface Figures {
  held: string;
  rows: number;
  refuse: number;
  allow: number;
  modelRecall: number;
  modelAllowed: number;
  combinedRecall: number;
  combinedAllowed: number;
}

const share = (part: number, whole: number) => (whole === 0 ? Number.NaN : part / whole);
const percent = (value: number) => (Number.isNaN(value) ? '—' : `${(value * 100).toFixed(1)} %`);

function fold(held: string, isHeld: (row: CorpusRow) => boolean): Figures {
  const model = train(rows.filter((row) => !isHeld(row)));
  const test = rows.filter(isHeld);
  let modelCaught = 0;
  let modelPassed = 0;
  let combinedCaught = 0;
  let combinedPassed = 0;
  for (const row of test) {
    const modelRefuses = score(model, row.text) >= MODEL_THRESHOLD;
    const combinedRefuses = rulesRefuse(row.text) || (isSexualPrompt(row.text) && modelRefuses);
    if (row.label === 1) {
      if (modelRefuses) modelCaught++;
      if (combinedRefuses) combinedCaught++;
    } else {
      if (!modelRefuses) modelPassed++;
      if (!combinedRefuses) combinedPassed++;
    }
  }
  const refuse = test.filter((row) => row.label === 1).length;
  const allow = test.length - refuse;
  return {
    held,
    rows: test.length,
    refuse,
    allow,
    modelRecall: share(modelCaught, refuse),
    modelAllowed: share(modelPassed, allow),
    combinedRecall: share(combinedCaught, refuse),
    combinedAllowed: share(combinedPassed, allow),
  };
}

function table(title: string, figures: Figures[]): string {
  const total = (pick: (figure: Figures) => number, weight: (figure: Figures) => number) => {
    const weights = figures.reduce((sum, figure) => sum + (Number.isNaN(pick(figure)) ? 0 : weight(figure)), 0);
    return figures.reduce((sum, figure) => sum + (Number.isNaN(pick(figure)) ? 0 : pick(figure) * weight(figure)), 0) / weights;
  };
  const lines = [
    `### ${title}`,
    '',
    '| held out | rows | must refuse | must allow | model refuses | model allows | combined refuses | combined allows |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...figures.map(
      (f) =>
        `| ${f.held} | ${f.rows} | ${f.refuse} | ${f.allow} | ${percent(f.modelRecall)} | ${percent(f.modelAllowed)} | ${percent(f.combinedRecall)} | ${percent(f.combinedAllowed)} |`,
    ),
    `| **all held out** | ${figures.reduce((sum, f) => sum + f.rows, 0)} | ${figures.reduce((sum, f) => sum + f.refuse, 0)} | ${figures.reduce((sum, f) => sum + f.allow, 0)} | ` +
      `${percent(
        total(
          (f) => f.modelRecall,
          (f) => f.refuse,
        ),
      )} | ${percent(
        total(
          (f) => f.modelAllowed,
          (f) => f.allow,
        ),
      )} | ` +
      `${percent(
        total(
          (f) => f.combinedRecall,
          (f) => f.refuse,
        ),
      )} | ${percent(
        total(
          (f) => f.combinedAllowed,
          (f) => f.allow,
        ),
      )} |`,
    '',
  ];
  return lines.join('\n');
}

const started = performance.now();
const progress = (text: string) => process.stderr.write(`${text} (${Math.round((performance.now() - started) / 1000)} s)\n`);
const byLanguage: Figures[] = [];
for (const code of languages) {
  byLanguage.push(fold(code, (row) => row.language === code));
  progress(`language ${code} held out`);
}
const byKind: Figures[] = [];
for (const kind of kinds) {
  byKind.push(fold(kind, (row) => row.kind === kind || row.kind === `${kind}${TWIN}`));
  progress(`kind ${kind} held out`);
}
console.log(`## Content policy, leave-one-out (${rows.length} corpus rows, model threshold ${MODEL_THRESHOLD})\n`);
console.log(table('Leave one language out', byLanguage));
console.log(table('Leave one kind out', byKind));
