import { useState } from 'react';

/** A form's error: what its checks found before sending, or what went wrong beside them; changing the field it is about takes it away. */
export function useFormError() {
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    setError,
    /** `set` as a field's change that also takes away the error `about` (any error when none is named). */
    clearing<V>(set: (value: V) => void, about?: string) {
      return (value: V) => {
        set(value);
        if (error !== null && (about === undefined || error === about)) setError(null);
      };
    },
  };
}

export type FormError = ReturnType<typeof useFormError>;
