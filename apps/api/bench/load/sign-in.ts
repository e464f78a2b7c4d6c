import { BENCH_PASSWORD } from "../seed/seed-bench-data";

/**
 * Signs a seeded carrier in through POST /api/authenticate, as the web app does, so the token carries
 * whatever the app checks per request. Each sign-in comes from its own forwarded address: the bench signs
 * in more carriers per minute than one address may.
 */
export async function signIn(baseUrl: string, nit: string, n: number): Promise<string> {
  const response = await fetch(`${baseUrl}/api/authenticate`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${1 + (n % 250)}` },
    body: JSON.stringify({ nit, password: BENCH_PASSWORD }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (response.status !== 200 || !body.access_token) {
    throw new Error(`Sign-in of ${nit} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.access_token;
}
