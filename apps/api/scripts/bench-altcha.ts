/**
 * How long the default bot check takes to solve. Prints the median and p95 over N challenges at the
 * configured cost (ALTCHA_MAX_NUMBER, default from config.ts), solved with the same SHA-256 search the
 * browser widget runs. Usage: npm run bench:altcha -w apps/api [-- 40]
 */
import { createChallenge, solveChallenge } from "altcha-lib";
import { loadConfig } from "../src/config";

const runs = Number(process.argv[2] ?? 30);
const config = loadConfig(process.env, { DATA_DIR: process.env.DATA_DIR ?? "./data", JWT_SECRET: "bench-secret-bench-secret-bench-secret" });
const times: number[] = [];
const numbers: number[] = [];
for (let i = 0; i < runs; i++) {
  const c = await createChallenge({ hmacKey: "bench", maxNumber: config.ALTCHA_MAX_NUMBER });
  const start = performance.now();
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  times.push(performance.now() - start);
  numbers.push(solution?.number ?? 0);
}
const sorted = [...times].sort((a, b) => a - b);
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const meanHashes = numbers.reduce((a, b) => a + b, 0) / numbers.length;
console.log(`ALTCHA_MAX_NUMBER=${config.ALTCHA_MAX_NUMBER}, ${runs} challenges`);
console.log(`hashes per solve: mean ${Math.round(meanHashes)}, worst case ${config.ALTCHA_MAX_NUMBER}`);
console.log(`solve time on this machine: median ${pct(0.5).toFixed(0)} ms, p95 ${pct(0.95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`);
