import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

type AxeViolation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** Axe (WCAG 2.1 A/AA and best practices) on the page as it is now, once its transitions have ended. */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Colours measured mid-transition (a button leaving its disabled look) are not what the user reads.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations;
}

/** Each violation with its impact, rule and offending elements. */
const listed = (violations: AxeViolation[]) =>
  violations.map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")} — ${n.failureSummary ?? ""}`).join("\n")}`);

/** Fails on any serious or critical axe violation, listing each with the offending elements. */
export async function expectNoSeriousA11yViolations(page: Page, screen = page.url()): Promise<void> {
  const serious = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(listed(serious), `axe en ${screen}`).toEqual([]);
}

/** Fails on any axe violation whatever its impact (minor and moderate too). */
export async function expectNoA11yViolations(page: Page, screen = page.url()): Promise<void> {
  expect(listed(await axeViolations(page)), `axe en ${screen}`).toEqual([]);
}
