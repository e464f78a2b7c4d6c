import type { FastifyInstance } from "fastify";
import { passClave, runReminderPass } from "./run-reminders";

/** The first pass comes this soon after the server starts listening (or after one interval, if shorter). */
const FIRST_PASS_S = 30;

/**
 * Runs the reminders every `intervalS` seconds while the server listens (never during tests that only
 * inject). A pass that fails is logged and the next one comes as usual; a pass is never started once the
 * stop has begun (shutdown's drain), and closing waits for the one running.
 */
export function startReminderLoop(app: FastifyInstance, intervalS: number): void {
  if (intervalS === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const schedule = (seconds: number) => {
    if (stopped || app.shutdown.draining) return;
    timer = setTimeout(pass, seconds * 1000);
    timer.unref();
  };
  const pass = () => {
    // Every instance runs the loop; the one that claims the slot works the pass (decision 216).
    running = runReminderPass(app, { clave: passClave(intervalS) })
      .then((r) => {
        if (r.sent || r.failed) app.log.info(r, "recordatorios: ciclo terminado");
      })
      .catch((err: unknown) => app.log.error({ err }, "recordatorios: ciclo fallido; se reintenta en el próximo"))
      .finally(() => {
        running = undefined;
        schedule(intervalS);
      });
  };

  app.addHook("onListen", async () => schedule(Math.min(FIRST_PASS_S, intervalS)));
  app.addHook("preClose", async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
