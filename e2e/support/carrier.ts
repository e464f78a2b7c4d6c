import { expect, type Page } from "@playwright/test";
import { completeProfile, newAccount, signIn, signUp, type Account } from "./portal";

/** A new carrier as a user makes one: sign up, complete the profile, sign in; ends on /home. */
export async function newCarrier(page: Page, tipo: "natural" | "juridico"): Promise<Account> {
  const account = await signUp(page, newAccount());
  await signIn(page, account);
  await completeProfile(page, tipo);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/home$/);
  return account;
}

/** Calls the API as the signed-in user (for records whose screens belong to other journeys). */
export async function apiAsUser<T>(page: Page, method: "GET" | "POST", path: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem("access_token"));
  const res = await page.request.fetch(`/api${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}
