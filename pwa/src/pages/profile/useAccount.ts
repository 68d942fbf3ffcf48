import { useEffect, useState } from 'react';
import type { MeResponse } from '../../../../api/contract/auth';
import { authApi } from '../../api/client';

export type Account = MeResponse['user'];

/** The signed-in user's account from /auth/me, for the facts of the Profile tab (member since). */
export function useAccount(userId: string): Account | null {
  const [result, setResult] = useState<{ userId: string; account: Account } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    // Without it the facts show a placeholder; the balance has its own request and state.
    authApi.me(controller.signal).then(
      (answer) => setResult({ userId, account: answer.user }),
      () => undefined,
    );
    return () => controller.abort();
  }, [userId]);
  return result?.userId === userId ? result.account : null;
}
