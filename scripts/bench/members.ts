import { randomBytes } from 'node:crypto';

/** Members for the load: signed up through the API (signed in at once), tokens bought through the PayPal stand-in. */

export interface Member {
  email: string;
  token: string;
  sub: string;
  /** The verified token's claims as the API publishes them to the database (request.jwt.claims). */
  claims: Record<string, unknown>;
}

async function post(base: string, route: string, body: unknown, token?: string): Promise<Response> {
  return fetch(base + route, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

export async function signUpMember(base: string, label: string): Promise<Member> {
  const email = `bench-${label}-${randomBytes(4).toString('hex')}@example.com`;
  const res = await post(base, '/api/v1/auth/sign-up', { email, password: 'bench-password-1', adult: true });
  const body = (await res.json()) as { accessToken?: string };
  if (!body.accessToken) throw new Error(`sign-up for the benchmark failed: ${res.status} ${JSON.stringify(body)}`);
  const payload = JSON.parse(Buffer.from(body.accessToken.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
  // The order and the keys of api/auth/jwt.ts's claims schema (what verifyAccessToken returns).
  const claims = { sub: payload.sub, email: payload.email, role: payload.role, exp: payload.exp, iat: payload.iat };
  return { email, token: body.accessToken, sub: String(payload.sub), claims };
}

/** One token package (TOKEN_PACKAGE_TOKENS) bought through the stand-in: create, approve, capture. */
export async function buyTokens(base: string, member: Member): Promise<void> {
  const order = (await (await post(base, '/api/v1/payments/orders', {}, member.token)).json()) as { orderId?: string };
  if (!order.orderId) throw new Error('the benchmark could not create a PayPal stand-in order');
  await post(base, `/api/v1/payments/orders/${order.orderId}/approve`, {}, member.token).then((res) => res.arrayBuffer());
  const captured = await post(base, `/api/v1/payments/orders/${order.orderId}/capture`, {}, member.token);
  if (!captured.ok) throw new Error(`the benchmark's purchase failed: ${captured.status} ${await captured.text()}`);
}

export async function balanceOf(base: string, member: Member): Promise<number> {
  const res = await fetch(`${base}/api/v1/tokens/balance`, { headers: { authorization: `Bearer ${member.token}` } });
  return ((await res.json()) as { tokens: number }).tokens;
}

/** An anonymous browser's id (X-Client-Id), as the PWA makes one. */
export const newClientId = () => randomBytes(18).toString('base64url');
