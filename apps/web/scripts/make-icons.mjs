#!/usr/bin/env node
/**
 * Writes the installable app's PNG icons (public/icons/) from public/favicon.svg, drawn by Chromium:
 * 192 and 512 px as they are, a 512 px "maskable" one with the logo inside the safe circle on the brand
 * blue (Android crops it to its own shape), and the 180 px apple-touch icon. Run once when the logo
 * changes; the PNGs are committed.
 *
 *   npm run icons -w apps/web
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launch } from "chrome-launcher";
import puppeteer from "puppeteer-core";

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public");
const svg = readFileSync(path.join(publicDir, "favicon.svg"), "utf8");
/** The logo's own background, so that the maskable icon's margin matches it. */
const BRAND_BLUE = "#1d4ed8";

const icons = [
  { file: "icon-192.png", size: 192, logo: 1 },
  { file: "icon-512.png", size: 512, logo: 1 },
  // The maskable safe zone is the central circle of 80% diameter: the logo's square fits in ~56%.
  { file: "icon-maskable-512.png", size: 512, logo: 0.56 },
  { file: "apple-touch-icon.png", size: 180, logo: 0.8 },
];

const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
});
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  mkdirSync(path.join(publicDir, "icons"), { recursive: true });
  for (const { file, size, logo } of icons) {
    await page.setViewport({ width: size, height: size, deviceScaleFactor: 1 });
    const background = logo < 1 ? BRAND_BLUE : "transparent";
    const side = Math.round(size * logo);
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
        `<img style="width:${side}px;height:${side}px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}"></body>`,
      { waitUntil: "load" },
    );
    const png = await page.screenshot({ type: "png", omitBackground: logo === 1 });
    writeFileSync(path.join(publicDir, "icons", file), png);
    console.log(`icons/${file} ${size}×${size}, ${png.length} bytes`);
  }
  await browser.disconnect();
} finally {
  chrome.kill();
}
