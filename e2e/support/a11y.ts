import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe (WCAG 2.1 A/AA and best practices) on the page as it is now and fails on any serious or
 * critical violation, listing each with the offending elements.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen = page.url()): Promise<void> {
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
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious.map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")} — ${n.failureSummary ?? ""}`).join("\n")}`);
  expect(report, `axe en ${screen}`).toEqual([]);
}
