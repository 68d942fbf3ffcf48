/** The two browser-local flags of the age and cookie gate, each stored as the text `true`. */
export const GATE_FLAGS = ['ageVerificationAccepted', 'cookieConsentAccepted'] as const;

export function gateAccepted(): boolean {
  try {
    return GATE_FLAGS.every((flag) => localStorage.getItem(flag) === 'true');
  } catch {
    return false;
  }
}

export function acceptGate(): void {
  for (const flag of GATE_FLAGS) localStorage.setItem(flag, 'true');
}

/** Where 'I'm Under 18' sends the browser: a general web search site. */
export const UNDER_AGE_EXIT_URL = 'https://www.google.com/';
