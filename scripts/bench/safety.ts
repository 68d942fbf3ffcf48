import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createModelAnalyser } from '../../api/safety/analyser';
import { sexualScore } from '../../api/safety/rule';
import { fmt, progress, type Table } from './report';
import { percentile } from './stats';

/**
 * The output safety models (api/safety) in their worker thread: the cold load, the warm time per image
 * (decode, face detection with age, sexual classifier; 3 passes over face-api's six demo photos of
 * adults, 1 to 5 faces each), and how many of those adults' faces are estimated under the default
 * SAFETY_MIN_FACE_AGE (21): the share of images that would be held if their sexual score were high.
 */
const MIN_FACE_AGE = 21;
const PASSES = 3;

export async function benchSafety(): Promise<{ report: unknown; table: Table }> {
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
  const samples = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => readFile(path.join(dir, `sample${n}.jpg`))));
  const analyser = createModelAnalyser();
  try {
    const started = performance.now();
    const loadMs = await analyser.warm();
    const coldMs = performance.now() - started;
    progress(`safety: models loaded in ${fmt.ms(coldMs)} ms (worker's own load ${fmt.ms(loadMs)} ms)`);
    const times: number[] = [];
    const inference: number[] = [];
    const ages: number[] = [];
    let imagesUnder = 0;
    let maxSexual = 0;
    for (let pass = 0; pass < PASSES; pass++) {
      for (const bytes of samples) {
        const before = performance.now();
        const analysis = await analyser.analyse(bytes);
        times.push(performance.now() - before);
        inference.push(analysis.ms);
        if (pass === 0) {
          ages.push(...analysis.faces.map((face) => face.age));
          if (analysis.faces.some((face) => face.age < MIN_FACE_AGE)) imagesUnder++;
          maxSexual = Math.max(maxSexual, sexualScore(analysis.sexual));
        }
      }
    }
    const sorted = [...times].sort((a, b) => a - b);
    const facesUnder = ages.filter((age) => age < MIN_FACE_AGE).length;
    const report = {
      coldLoadMs: coldMs,
      perImage: {
        p50: percentile(sorted, 50),
        max: sorted.at(-1)!,
        inferenceP50: percentile(
          [...inference].sort((a, b) => a - b),
          50,
        ),
      },
      faces: ages.length,
      facesUnderMinAge: facesUnder,
      images: samples.length,
      imagesWithFaceUnderMinAge: imagesUnder,
      youngestAge: Math.min(...ages),
      maxSexualScore: maxSexual,
    };
    progress(
      `safety: ${fmt.ms(report.perImage.p50)} ms per image (p50), ${facesUnder} of ${ages.length} adult faces under ${MIN_FACE_AGE}`,
    );
    return {
      report,
      table: {
        title: `Output safety models (worker thread, tfjs WASM; face-api's 6 demo photos of adults, ${PASSES} passes)`,
        head: ['cold load ms', 'per image p50 ms', 'per image max ms', 'adult faces under 21', 'images held if sexual', 'max sexual score'],
        rows: [
          [
            fmt.ms(coldMs),
            `**${fmt.ms(report.perImage.p50)}**`,
            fmt.ms(report.perImage.max),
            `${facesUnder} of ${ages.length} (youngest ${report.youngestAge.toFixed(1)})`,
            `${imagesUnder} of ${samples.length}`,
            maxSexual.toFixed(2),
          ],
        ],
        notes: [
          'Per image: decode with sharp (at most 640 px), transfer, face detection with age, and the sexual classifier, one at a time.',
        ],
      },
    };
  } finally {
    await analyser.close();
  }
}
