import { expect, type Page } from "@playwright/test";

/**
 * The page fits the window's width: nothing to scroll sideways. Polled, because what adapts to a new
 * width (charts, lists that switch to cards) does so from ResizeObserver reports a frame or two after
 * the window changes, as it would after a phone is turned.
 */
export async function expectNoHorizontalOverflow(page: Page, screen: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `desbordamiento horizontal en ${screen}` })
    .toBeLessThanOrEqual(0);
}
