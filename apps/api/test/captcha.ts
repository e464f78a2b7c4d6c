import { solveChallenge } from "altcha-lib";
import type { App } from "../src/app";

/** Solves a real ALTCHA challenge from the app, as the browser widget does; returns the base64 payload. */
export async function solveCaptcha(app: App): Promise<string> {
  const res = await app.inject({ method: "GET", url: "/api/captcha/challenge" });
  if (res.statusCode !== 200) throw new Error(`challenge failed: ${res.statusCode} ${res.body}`);
  const challenge = res.json() as { algorithm: string; challenge: string; salt: string; signature: string; maxnumber?: number };
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error("could not solve the challenge");
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}
