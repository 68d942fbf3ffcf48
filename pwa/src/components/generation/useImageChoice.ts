import { useEffect, useRef, useState } from 'react';
import { checkImageFile } from './imageFile';

/** A chosen input image and its preview's object URL. */
export interface ChosenImage {
  file: File;
  preview: string;
}

/**
 * The input image of an image form: checked before anything is uploaded (type, content, size), its
 * preview's object URL let go when another is chosen or the form closes. `onProblem` gets the
 * user-facing message of a refused file, or null once a good one is chosen.
 */
export function useImageChoice(onProblem: (message: string | null) => void) {
  const [chosen, setChosen] = useState<ChosenImage | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.preview);
  }, [chosen]);

  /** The file checked and kept: true, or refused (the problem reported): false. */
  async function choose(picked: File | undefined): Promise<boolean> {
    if (!picked) return false;
    const problem = await checkImageFile(picked);
    if (problem) {
      setChosen(null);
      onProblem(problem);
      if (inputRef.current) inputRef.current.value = '';
      return false;
    }
    onProblem(null);
    setChosen({ file: picked, preview: URL.createObjectURL(picked) });
    return true;
  }

  function clear() {
    setChosen(null);
    if (inputRef.current) inputRef.current.value = '';
    inputRef.current?.focus();
  }

  return { file: chosen?.file ?? null, preview: chosen?.preview ?? null, inputRef, choose, clear };
}

export type ImageChoice = ReturnType<typeof useImageChoice>;

export const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
