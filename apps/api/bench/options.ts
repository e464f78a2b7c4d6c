import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

/** Sizes and durations of one benchmark run: flags (`--carriers=2000`) win over BENCH_* variables. */
export interface BenchOptions {
  carriers: number;
  vehicles: number;
  pilots: number;
  /** Vehicles of the one big card (all of the first carrier's); the rest spread over the other carriers. */
  bigCard: number;
  /** Pilots of the first carrier (the big pilot list); the rest spread over the other carriers. */
  bigPilots: number;
  /** Rows of the audit trail, spread over the last three years (one in fifty the first carrier's). */
  auditRows: number;
  /** One QR code every N vehicles. */
  qrEvery: number;
  /** Seconds of load per scenario, and as many on the baseline. */
  duration: number;
  /**
   * Turns the scenario and the baseline take within those seconds. Requests still in flight when a turn
   * ends are not counted, so turns must stay long next to the latency.
   */
  slices: number;
  connections: number;
  /** Connections for the first page of the big card (the card's size must not weigh on its first page). */
  bigCardConnections: number;
  /** Carriers whose sessions the scenarios rotate through. */
  sessions: number;
  uploads: number;
  uploadMb: number;
  reseed: boolean;
  seedOnly: boolean;
  skipUpload: boolean;
  /** How the uploads travel: multipart (streamed), json (base64 data URL, the spec's route) or both, multipart first. */
  uploadModes: UploadMode[];
  /** Only the scenarios whose names contain one of these words. */
  only: string[];
  appPort: number;
  baselinePort: number;
  databaseUrl?: string;
  dataDir: string;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const FLAGS = {
  carriers: ["BENCH_CARRIERS", 20_000],
  vehicles: ["BENCH_VEHICLES", 200_000],
  pilots: ["BENCH_PILOTS", 50_000],
  "big-card": ["BENCH_BIG_CARD", 5_000],
  "big-pilots": ["BENCH_BIG_PILOTS", 2_000],
  "audit-rows": ["BENCH_AUDIT_ROWS", 2_000_000],
  "qr-every": ["BENCH_QR_EVERY", 10],
  duration: ["BENCH_DURATION", 10],
  slices: ["BENCH_SLICES", 2],
  connections: ["BENCH_CONNECTIONS", 50],
  "big-card-connections": ["BENCH_BIG_CARD_CONNECTIONS", 10],
  sessions: ["BENCH_SESSIONS", 20],
  uploads: ["BENCH_UPLOADS", 10],
  "upload-mb": ["BENCH_UPLOAD_MB", 10],
  "app-port": ["BENCH_APP_PORT", 3270],
  "baseline-port": ["BENCH_BASELINE_PORT", 3271],
} as const;

type NumberFlag = keyof typeof FLAGS;

export type UploadMode = "multipart" | "json";

function uploadModes(raw: string): UploadMode[] {
  if (raw === "both") return ["multipart", "json"];
  if (raw === "multipart" || raw === "json") return [raw];
  throw new Error(`--upload-mode / BENCH_UPLOAD_MODE: multipart, json or both, not "${raw}"`);
}

export function readOptions(argv: string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      ...Object.fromEntries(Object.keys(FLAGS).map((name) => [name, { type: "string" as const }])),
      reseed: { type: "boolean" },
      "seed-only": { type: "boolean" },
      "skip-upload": { type: "boolean" },
      "upload-mode": { type: "string" },
      only: { type: "string" },
    },
    strict: true,
  });
  const num = (name: NumberFlag): number => {
    const [variable, fallback] = FLAGS[name];
    const raw = (values as Record<string, string | undefined>)[name] ?? env[variable];
    if (raw === undefined || raw === "") return fallback;
    const value = Number(raw.replace(/_/g, ""));
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} / ${variable}: a positive number, not "${raw}"`);
    return value;
  };
  const options: BenchOptions = {
    carriers: num("carriers"),
    vehicles: num("vehicles"),
    pilots: num("pilots"),
    bigCard: num("big-card"),
    bigPilots: num("big-pilots"),
    auditRows: num("audit-rows"),
    qrEvery: num("qr-every"),
    duration: num("duration"),
    slices: num("slices"),
    connections: num("connections"),
    bigCardConnections: num("big-card-connections"),
    sessions: num("sessions"),
    uploads: num("uploads"),
    uploadMb: num("upload-mb"),
    reseed: Boolean(values.reseed) || env.BENCH_RESEED === "1",
    seedOnly: Boolean(values["seed-only"]),
    skipUpload: Boolean(values["skip-upload"]),
    uploadModes: uploadModes(String(values["upload-mode"] ?? env.BENCH_UPLOAD_MODE ?? "both")),
    only: String(values.only ?? env.BENCH_ONLY ?? "").split(",").map((s) => s.trim()).filter(Boolean),
    appPort: num("app-port"),
    baselinePort: num("baseline-port"),
    databaseUrl: env.DATABASE_URL || undefined,
    // Its own PGlite directory by default, so the bench never fills the development database.
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, "data", "bench")),
  };
  if (options.carriers < 12) throw new Error("--carriers: at least 12 (one big carrier and the rotating sessions)");
  if (options.bigCard >= options.vehicles) throw new Error("--big-card must be smaller than --vehicles");
  if (options.bigPilots >= options.pilots) throw new Error("--big-pilots must be smaller than --pilots");
  if (options.vehicles - options.bigCard < options.carriers - 1) {
    throw new Error("--vehicles: at least one vehicle for every carrier besides the big card's");
  }
  return options;
}
