import { Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../../db/client";

/** Seconds: from a cached read (a few ms) to the statement timeout (10 s) and past it. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Bytes of an upload's request: 10 KB to the 10 MB limit (a base64 body is 4/3 of its file). */
const UPLOAD_BUCKETS = [10_240, 102_400, 524_288, 1_048_576, 2_097_152, 5_242_880, 10_485_760, 15_728_640];

/**
 * The portal's metrics, one registry per app instance (tests build many apps in one process). Names
 * follow Prometheus' conventions (base units, `_total` counters); help texts are in Spanish for the operators.
 */
export function createPortalMetrics(database: Database) {
  const registry = new Registry();
  const metrics = {
    registry,
    requestDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Duración de las respuestas de la API por método, ruta (el patrón, no la URL) y estado.",
      labelNames: ["method", "route", "status_code"] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
    poolWait: new Histogram({
      name: "portal_db_pool_wait_seconds",
      help: "Espera de una solicitud por una conexión de la base de datos (resultado: obtenida o fallida, p. ej. tiempo agotado).",
      labelNames: ["outcome"] as const,
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    loginFailures: new Counter({
      name: "portal_login_failures_total",
      help: "Inicios de sesión fallidos: cuenta (transportista o funcionario) y paso (clave, codigo).",
      labelNames: ["account", "step"] as const,
      registers: [registry],
    }),
    uploads: new Counter({
      name: "portal_pdf_uploads_total",
      help: "Cargas de PDF por ruta y estado de la respuesta (2xx guardada; 413 demasiado grande; 415 no es un PDF aceptable).",
      labelNames: ["route", "status_code"] as const,
      registers: [registry],
    }),
    uploadBytes: new Histogram({
      name: "portal_pdf_upload_request_bytes",
      help: "Tamaño (Content-Length) de las cargas de PDF guardadas.",
      buckets: UPLOAD_BUCKETS,
      registers: [registry],
    }),
    reminders: new Counter({
      name: "portal_reminder_mails_total",
      help: "Correos de recordatorio (vencimientos y resumen semanal): enviados, o fallidos (se reintentan en el próximo ciclo).",
      labelNames: ["outcome"] as const,
      registers: [registry],
    }),
  };
  const pool = database.pool;
  if (pool) {
    new Gauge({
      name: "portal_db_pool_connections",
      help: "Conexiones abiertas del pool de la base de datos, en uso o libres.",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        this.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
        this.set({ state: "idle" }, pool.idleCount);
      },
    });
    new Gauge({
      name: "portal_db_pool_max_connections",
      help: "Conexiones que el pool puede abrir (DB_POOL_MAX; 1 con PGlite).",
      registers: [registry],
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });
    new Gauge({
      name: "portal_db_pool_waiting_requests",
      help: "Solicitudes que esperan ahora una conexión de la base de datos (con PGlite, la cola de su única sesión).",
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }
  const threadRestarts = database.threadRestarts;
  if (threadRestarts) {
    let reported = 0;
    new Counter({
      name: "portal_pglite_thread_restarts_total",
      help: "Veces que el hilo de PGlite terminó inesperadamente y se abrió de nuevo.",
      registers: [registry],
      collect() {
        const now = threadRestarts();
        if (now > reported) this.inc(now - reported);
        reported = now;
      },
    });
  }
  return metrics;
}

export type PortalMetrics = ReturnType<typeof createPortalMetrics>;
