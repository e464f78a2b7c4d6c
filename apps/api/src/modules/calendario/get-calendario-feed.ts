import { CALENDARIO_MSG } from "@portal/domain/constancia";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { calendario } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { actingScope } from "../../lib/ownership";
import { sha256Hex } from "../../lib/secret-tokens";
// The feed is a view of the due list (issue 13): one reader of the dates, not a second copy (decision 172).
// eslint-disable-next-line no-restricted-imports
import { listVencimientos } from "../vencimientos/list-vencimientos";
import { renderCalendarioFeed } from "./render-calendario-feed";

/** Every future expiry is in the feed (a licence may run for years); past ones only this recently. */
const FUTURE_DAYS = 10 * 366;
export const RECENT_PAST_DAYS = 90;

const TOKEN = /^([\w-]{43})\.ics$/;

/** The feed of the account and carrier whose token `archivo` ("{token}.ics") carries; an unknown or revoked token is 404. */
export async function getCalendarioFeed(db: Db, archivo: string, opts: { publicUrl: string; provider: string }): Promise<string> {
  const token = TOKEN.exec(archivo)?.[1];
  const [owner] = token
    ? await db.select({ userId: calendario.usuario_id, personaId: calendario.persona_id }).from(calendario).where(eq(calendario.token_hash, sha256Hex(token)))
    : [];
  if (!owner) throw notFound(CALENDARIO_MSG.noEncontrado);
  // The carrier's due dates while the account is still its member (a removal or an expiry empties the feed).
  const items = await listVencimientos(db, (personaId) => actingScope(personaId, owner, "leer"), { dias: FUTURE_DAYS });
  return renderCalendarioFeed(
    items.filter((item) => item.dias_restantes >= -RECENT_PAST_DAYS),
    opts,
  );
}
