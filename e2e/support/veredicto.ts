import { expect, type Page } from "@playwright/test";

/**
 * The public check's one answer (decision 200): exactly one headline, with this title and look, and
 * nothing else on the page styled as a pass (no green) unless the headline is the pass itself.
 */
export async function expectOneVerdict(page: Page, titulo: string | RegExp, tono: "aprobado" | "provisional" | "vencido" | "rechazado" | "neutro") {
  const headline = page.getByTestId("veredicto");
  await expect(headline).toHaveText(titulo);
  await expect(headline).toHaveCount(1);
  await expect(page.locator("[data-tono]")).toHaveCount(1);
  await expect(page.locator("[data-tono]")).toHaveAttribute("data-tono", tono);
  const green = page.getByRole("main").locator('[class*="green-"]');
  if (tono === "aprobado") await expect(green).toHaveCount(1);
  else await expect(green).toHaveCount(0);
}
