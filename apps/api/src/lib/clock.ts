/**
 * The server's "now" for rules that count time from stored facts (the notice box: served after 10 days,
 * business-day deadlines). Tests move it with `vi.spyOn(clock, "now")` instead of waiting.
 */
export const clock = { now: (): Date => new Date() };
