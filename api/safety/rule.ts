import type { Analysis, FaceFinding, SexualScores } from './analyser';

/**
 * The output safety rule. An analysed image (or a video's sampled frames, taken together) is held for
 * review when its sexual score is at or above SAFETY_SEXUAL_THRESHOLD and any face on it is estimated
 * under SAFETY_MIN_FACE_AGE. The sexual score is the larger of nsfwjs's 'porn' and 'hentai'
 * probabilities: 'sexy' is left out because the model gives it to ordinary photos of dressed adults
 * (0.2 to 0.9 on face-api's group photos), which would route most photos of people to review.
 * When the analyser fails, a sexual prompt's output is held (it is not delivered unchecked) and any
 * other output passes with a logged warning.
 */

export interface SafetyThresholds {
  /** 0..1, SAFETY_SEXUAL_THRESHOLD. */
  sexualThreshold: number;
  /** Years, SAFETY_MIN_FACE_AGE. */
  minFaceAge: number;
}

/** One analysed image: an output (its index) or one frame of a video output. */
export interface AnalysedImage {
  output: number;
  /** The frame's index among those sampled from a video output; null for an image. */
  frame: number | null;
  analysis: Analysis;
}

export type HoldReason = 'young-face-sexual' | 'analysis-failed';

export interface Verdict {
  hold: boolean;
  reason: HoldReason | null;
  /** What the administrator sees: the thresholds and each image's faces and scores. */
  figures: SafetyFigures;
}

export interface SafetyFigures {
  reason: HoldReason | null;
  thresholds: SafetyThresholds;
  images: Array<{
    output: number;
    frame: number | null;
    faces: Array<Pick<FaceFinding, 'age' | 'score'>>;
    sexual: SexualScores;
    sexualScore: number;
  }>;
  /** The analyser's failure, when it failed. */
  error?: string;
}

export const sexualScore = (scores: SexualScores) => Math.max(scores.porn, scores.hentai);

const youngestAge = (faces: FaceFinding[]) => faces.reduce((min, face) => Math.min(min, face.age), Number.POSITIVE_INFINITY);

/** The verdict on all of a job's analysed images. */
export function judge(images: AnalysedImage[], thresholds: SafetyThresholds): Verdict {
  // A video's frames are judged together: the most sexual frame with the youngest face of any frame.
  const groups = new Map<number, AnalysedImage[]>();
  for (const image of images) groups.set(image.output, [...(groups.get(image.output) ?? []), image]);
  const hold = [...groups.values()].some((group) => {
    const score = Math.max(...group.map((image) => sexualScore(image.analysis.sexual)));
    const youngest = Math.min(...group.map((image) => youngestAge(image.analysis.faces)));
    return score >= thresholds.sexualThreshold && youngest < thresholds.minFaceAge;
  });
  const reason = hold ? 'young-face-sexual' : null;
  return { hold, reason, figures: { reason, thresholds, images: images.map(toFigures) } };
}

/** The verdict when the analyser failed: held for a sexual prompt, passed otherwise. */
export function judgeFailure(error: string, sexualPrompt: boolean, thresholds: SafetyThresholds): Verdict {
  const reason = sexualPrompt ? 'analysis-failed' : null;
  return { hold: sexualPrompt, reason, figures: { reason, thresholds, images: [], error: error.slice(0, 300) } };
}

function toFigures(image: AnalysedImage): SafetyFigures['images'][number] {
  return {
    output: image.output,
    frame: image.frame,
    faces: image.analysis.faces.map((face) => ({ age: face.age, score: face.score })),
    sexual: image.analysis.sexual,
    sexualScore: sexualScore(image.analysis.sexual),
  };
}
