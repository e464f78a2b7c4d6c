import type { FastifyInstance } from "fastify";

/** The audience of the token between the two sign-in steps: neither guard accepts it as a session. */
const CHALLENGE_AUDIENCE = "portal-consola-desafio";
/** Time to open the authenticator app (and, the first time, to scan the QR code). */
const CHALLENGE_TTL = "10m";

/** Proof that the password was right, handed to the code step. */
export function signChallenge(app: FastifyInstance, funcionarioId: number): string {
  return app.jwt.sign({ sub: String(funcionarioId), aud: CHALLENGE_AUDIENCE }, { expiresIn: CHALLENGE_TTL });
}

/** The staff member a challenge was issued to, or null when it is forged, expired or another kind of token. */
export function challengeSubject(app: FastifyInstance, token: string): number | null {
  try {
    const claims = app.jwt.verify<{ sub: string }>(token, { allowedAud: CHALLENGE_AUDIENCE, requiredClaims: ["aud"] });
    const id = Number(claims.sub);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
