import { useStore } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { Generation } from '../../../../api/contract/generation';
import { type ImageChoice, useImageChoice } from '../../components/generation/useImageChoice';
import { handedImageAtom, type ImageSource, jobInput, useImageSize } from './imageTool';

/**
 * The image an image tool's job is made from: a file of the member's, one of their own images (from
 * the picker, or handed over by the other tool: taken once), or the input of a job opened from its
 * address; with its pixel size once known. `onChange` runs when the member changes it (the result
 * shown is put away); `onProblem` gets what is wrong with a chosen file, or null.
 */
export function useImageSource(onChange: () => void, onProblem: (message: string | null) => void) {
  const store = useStore();
  const image = useImageChoice(onProblem);
  /** One of the member's images, or a reopened job's input; a chosen file otherwise. */
  const [picked, setPicked] = useState<ImageSource | null>(() => store.get(handedImageAtom));
  const [picking, setPicking] = useState(false);

  useEffect(() => {
    if (store.get(handedImageAtom)) store.set(handedImageAtom, null);
  }, [store]);

  const source: ImageSource | null =
    picked ??
    (image.file && image.preview ? { kind: 'file', url: image.preview, name: image.file.name, file: image.file, size: null } : null);
  const size = useImageSize(source?.url ?? null, source?.size ?? null);

  function pick(next: ImageSource | null) {
    onChange();
    setPicked(next);
    onProblem(null);
    if (next && image.file) image.clear();
  }

  const choice: ImageChoice = {
    ...image,
    choose: async (file) => {
      const accepted = await image.choose(file);
      if (accepted) {
        onChange();
        setPicked(null);
      }
      return accepted;
    },
    clear: () => {
      onChange();
      image.clear();
    },
  };

  /** A job opened from its address shows with its input. */
  const showJobInput = useCallback((job: Generation) => {
    const input = jobInput(job);
    if (job.inputUrl && input) setPicked({ kind: 'job', url: job.inputUrl, name: 'The image of this job', input, size: null });
  }, []);

  return { source, size, choice, pick, showJobInput, picking, setPicking };
}

export type ImageSourceState = ReturnType<typeof useImageSource>;
