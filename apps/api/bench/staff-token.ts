/**
 * `tsx bench/staff-token.ts [--rol=supervisor]`: creates a staff member on the database of DATABASE_URL
 * (or DATA_DIR) and prints a live console session as JSON ({access_token, refresh_token}) for the web
 * benches. The app it builds for that shares the database, so its tokens are those a server on the same
 * database accepts (the JWT secret is kept in the database unless JWT_SECRET is given).
 */
import { parseArgs } from "node:util";
import type { Rol } from "@portal/domain/staff";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { createStaff } from "../test/staff";

const { values } = parseArgs({ options: { rol: { type: "string", default: "supervisor" } } });
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: "warn", REMINDERS_INTERVAL_S: "0", ...process.env }), logger: false });
await app.ready();
const staff = await createStaff(app, { rol: values.rol as Rol });
console.log(JSON.stringify({ access_token: staff.token, refresh_token: staff.refreshToken }));
await app.close();
