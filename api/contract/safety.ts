/**
 * The output safety check as the API and the PWA share it: the administrator's queue of held outputs
 * and the words of its answers.
 */

export const safetyMessages = {
  notFound: 'Held output not found',
  alreadyDecided: (status: string) => `This output was already ${status}.`,
  invalidId: 'Invalid held output id',
  decision: 'The decision must be release or remove',
  noteTooLong: 'The note must be at most 500 characters',
} as const;

export type HeldDecision = 'release' | 'remove';

export interface HeldFace {
  age: number;
  score: number;
}

export interface HeldImageFigures {
  output: number;
  /** The frame's index for a video's sampled frame; null for an image. */
  frame: number | null;
  faces: HeldFace[];
  sexual: { porn: number; hentai: number; sexy: number; neutral: number; drawing: number };
  /** The score the rule compares: the larger of porn and hentai. */
  sexualScore: number;
}

export interface HeldOutput {
  id: string;
  generationId: string;
  tool: string;
  prompt: string;
  /** The member's e-mail; null for a visitor's free-tool job. */
  owner: string | null;
  heldAt: string;
  /** 'young-face-sexual' (the rule) or 'analysis-failed' (the models failed on a sexual prompt). */
  reason: string | null;
  thresholds: { sexualThreshold: number; minFaceAge: number };
  images: HeldImageFigures[];
  /** Short-lived signed URLs (5 minutes) for the administrator to look at the outputs. */
  outputs: Array<{ kind: 'image' | 'video'; url: string; contentType: string }>;
}

export interface HeldDecisionResponse {
  id: string;
  generationId: string;
  status: 'released' | 'removed';
}
