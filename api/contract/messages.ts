/**
 * The user-facing messages, word for word, shared by the API (error bodies) and the
 * PWA (what the screens show), so the two always say the same thing.
 */
export const authMessages = {
  invalidEmail: 'Please enter a valid email address. Some email providers may not be supported.',
  signUpRateLimited: 'Too many signup attempts. Please wait a minute before trying again.',
  alreadyRegistered: 'This email is already registered. Try signing in instead.',
  emailNotVerified:
    'Email not verified. Please check your email inbox (and spam folder) and click the confirmation link before signing in.',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  signUpConfirmEmail:
    'Account created! Please check your email inbox (and spam folder) for a confirmation link. You must verify your email before signing in.',
  signUpSignedIn: 'Account created successfully! You are now signed in.',
  confirmationExpiryNote: 'The confirmation link expires in 24 hours.',
  passwordHint: 'Password must be at least 6 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  passwordRequired: 'Please enter your password',
  emailRequired: 'Please enter your email address',
  adultRequired: 'You must confirm that you are 18 or older to create an account',
  signInRateLimited: (seconds: number) =>
    `Too many sign-in attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} before trying again.`,
  tooManyRequests: 'Too many requests. Please wait a minute before trying again.',
  confirmationMailFailed: 'We could not send the confirmation email. Please try again in a few minutes.',
  confirmationLinkInvalid: 'This confirmation link is invalid or has expired. Sign in to get a new one.',
  confirmationSent:
    'If that account is waiting for confirmation, a new link is on its way. Please check your email inbox (and spam folder).',
  resetRequested: 'If an account exists for that email, we have sent a link to reset the password. It expires in 24 hours.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordChanged: 'Your password has been changed. You are now signed in.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  sessionInvalid: 'Invalid or expired session. Please sign in again.',
  invalidAuthorization: 'Invalid authorization header',
  notSignedIn: 'User not authenticated',
  adminRequired: 'Admin access required. Please sign in with admin credentials.',
  crossOrigin: 'Cross-site requests are not allowed.',
} as const;

/** Tokens and payment. */
export const tokenMessages = {
  insufficient: 'Insufficient tokens',
  deductFailed: 'Failed to deduct tokens',
  notSignedIn: 'User not authenticated',
  amountInvalid: 'The amount must be a positive whole number',
} as const;

export const paymentMessages = {
  signInRequired: 'Please sign in to purchase tokens',
  paypalFailed: 'PayPal payment failed. Please try again.',
  cancelled: 'Payment was cancelled.',
  failed: 'Payment failed. Please try again.',
  successTitle: 'Payment Successful!',
  successText: (tokens: number) => `${tokens} tokens have been added to your account`,
  unknownOrder: 'We could not find that payment. Please try again.',
  sandboxNotice: 'Sandbox: this is a test checkout and no money moves.',
  unavailable: 'Token purchases are not available right now. Please try again later.',
} as const;
