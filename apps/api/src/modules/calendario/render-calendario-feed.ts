import { addDias, COMO_RENOVAR } from "@portal/domain/vencimiento";
import type { Vencimiento } from "@portal/domain/vencimiento";
import ical, { ICalAlarmType } from "ical-generator";

/** Reminders a calendar app shows before each expiry, in days. */
export const ALARM_DAYS = [30, 7] as const;
/** How often a calendar app should fetch the feed again. */
const REFRESH_SECONDS = 6 * 3600;
const DAY_SECONDS = 86_400;

const dmy = (iso: string) => iso.split("-").reverse().join("/");
/** A calendar date as UTC midnight: ical-generator writes an all-day date from the UTC fields, so no zone shifts it. */
const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * The iCalendar text of a carrier's expiries: one all-day event on each last day, with display alarms
 * 30 and 7 days before and a link to the screen that renews it. UIDs are stable (type and id), so a
 * renewed date moves the event instead of adding one.
 */
export function renderCalendarioFeed(items: Vencimiento[], opts: { publicUrl: string; provider: string }): string {
  const host = new URL(opts.publicUrl).host;
  const cal = ical({
    name: `Vencimientos · ${opts.provider}`,
    description: `Fechas de vencimiento de sus datos registrados en ${opts.provider}.`,
    prodId: { company: opts.provider, product: "Portal de transportistas", language: "ES" },
    ttl: REFRESH_SECONDS,
  });
  for (const item of items) {
    const link = `${opts.publicUrl}${item.ruta}`;
    const event = cal.createEvent({
      id: `${item.tipo}-${item.id}@${host}`,
      start: utcDay(item.fecha),
      end: utcDay(addDias(item.fecha, 1)),
      allDay: true,
      summary: `Vence: ${item.descripcion}`,
      description: `${item.descripcion}: su último día vigente es el ${dmy(item.fecha)}. ${COMO_RENOVAR[item.tipo]}: ${link}`,
      url: link,
      stamp: new Date(),
    });
    for (const days of ALARM_DAYS) {
      event.createAlarm({ type: ICalAlarmType.display, triggerBefore: days * DAY_SECONDS, description: `Vence en ${days} días: ${item.descripcion}. ${COMO_RENOVAR[item.tipo]}.` });
    }
  }
  return cal.toString();
}
