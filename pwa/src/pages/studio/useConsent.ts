import { useState } from 'react';
import { generationMessages } from '../../../../api/contract/generation';
import type { FormError } from './useFormError';

/**
 * The consent confirmation of an uploaded image: given or not, marked after a submit without it, and
 * the form's error about it taken away once it is given. `checkbox` goes to ConsentCheckbox.
 */
export function useConsent({ error, setError }: FormError) {
  const [checked, setChecked] = useState(false);
  const [missing, setMissing] = useState(false);
  return {
    checked,
    /** True when it is given; else the box is marked and the form says why nothing was sent. */
    confirm(): boolean {
      if (checked) return true;
      setMissing(true);
      setError(generationMessages.consentRequired);
      return false;
    },
    checkbox: {
      checked,
      invalid: missing,
      onChange: (value: boolean) => {
        setChecked(value);
        if (value && error === generationMessages.consentRequired) setError(null);
      },
    },
  };
}
