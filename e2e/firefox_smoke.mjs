// Firefox smoke test of the game, driven by puppeteer-core over WebDriver BiDi (Playwright's own
// Firefox cannot be downloaded here; Debian's firefox-esr can). Called by e2e/test_firefox.py.
//
//   node e2e/firefox_smoke.mjs <firefox> <plan.json>
//
// The plan: {"urls": [...], "seed": N, "placements": [{"tile", "square", "joker"}], "ginSeed": N}.
// For each URL (the served site, the single file from file://) it opens the page, waits until
// Python is ready, starts a game against the computer with the seed, makes the play (worked out by
// the engine in pytest), waits for the computer's reply, then starts a Gin Rummy hand. It prints
// one JSON object: per URL the milliseconds to ready and to each step, the console's errors and warnings
// and uncaught errors, and the first failure (if any).
import { readFileSync } from "node:fs";
import puppeteer from "puppeteer-core";

const [firefox, planPath] = process.argv.slice(2);
const plan = JSON.parse(readFileSync(planPath, "utf8"));
const TIMEOUT = 90_000;

const stateIs = (page, ...states) =>
    page.waitForFunction((s) => s.includes(document.documentElement.dataset.state), { timeout: TIMEOUT }, states);

async function fill(page, selector, value) {
    await page.$eval(
        selector,
        (el, v) => {
            el.value = v;
            el.dispatchEvent(new Event("input", { bubbles: true }));
            el.dispatchEvent(new Event("change", { bubbles: true }));
        },
        value,
    );
}

async function startGame(page) {
    await page.waitForSelector("#setup-dialog", { visible: true, timeout: TIMEOUT });
    await page.select("#game-kind", "ginnyo");
    await page.select("#player-count", "2");
    await page.select("#kind-0", "human");
    await fill(page, "#name-0", "Ann");
    await page.select("#kind-1", "easy");
    await fill(page, "#name-1", "Computer");
    await fill(page, "#seed", String(plan.seed));
    await page.click('[data-action="start-game"]');
    await page.waitForSelector("#setup-dialog", { hidden: true, timeout: TIMEOUT });
    await stateIs(page, "human");
}

async function play(page) {
    for (const p of plan.placements) {
        await page.click(`#rack button[data-tile="${p.joker ? "*" : p.tile}"]`);
        await page.click(`#board [data-square="${p.square}"]`);
        if (p.joker) {
            await page.waitForSelector("#joker-dialog", { visible: true });
            await page.click(`#joker-cards [data-card="${p.tile}"]`);
        }
        await page.waitForSelector(`#board [data-square="${p.square}"] .tile.pending`, { timeout: TIMEOUT });
    }
    await page.waitForSelector('#preview[data-state="legal"]', { timeout: TIMEOUT });
    await page.click('[data-action="play"]');
    // The play, then the computer's reply: two turns in the record, the human to move again.
    await page.waitForFunction(() => Number(document.documentElement.dataset.turns) >= 2, { timeout: TIMEOUT });
    await stateIs(page, "human", "over");
}

async function startGin(page) {
    await page.click('nav [data-action="new-game"]');
    await page.waitForSelector("#message-dialog", { visible: true });
    await page.click("#message-confirm");
    await page.waitForSelector("#setup-dialog", { visible: true, timeout: TIMEOUT });
    await page.select("#game-kind", "gin");
    await page.select("#gin-level", "baseline");
    await fill(page, "#seed", String(plan.ginSeed));
    await page.click('[data-action="start-game"]');
    await page.waitForSelector("#setup-dialog", { hidden: true, timeout: TIMEOUT });
    await stateIs(page, "human");
    return page.$$eval("#gin-hand [data-card]", (cards) => cards.length);
}

async function smoke(browser, url) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const result = { url, steps: {}, consoleErrors: [], pageErrors: [] };
    page.on("console", (message) => ["error", "warn"].includes(message.type()) && result.consoleErrors.push(`${message.type()}: ${message.text()}`));
    page.on("pageerror", (error) => result.pageErrors.push(String(error)));
    const started = Date.now();
    const step = async (name, action) => {
        const value = await action();
        result.steps[name] = Date.now() - started;
        return value;
    };
    try {
        await page.goto(url, { waitUntil: "domcontentloaded" });
        await step("ready", () => page.waitForSelector("html.ginnyo-ready", { timeout: TIMEOUT }));
        result.status = await page.$eval("#status", (el) => el.dataset.state || "");
        await step("game", () => startGame(page));
        await step("reply", () => play(page));
        result.turns = await page.evaluate(() => Number(document.documentElement.dataset.turns));
        result.ginCards = await step("gin", () => startGin(page));
    } catch (error) {
        result.failure = String(error && error.stack ? error.stack : error);
    } finally {
        await context.close();
    }
    return result;
}

const launched = Date.now();
const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: firefox,
    headless: true,
    // No profile-wide requests to Mozilla's services while the test runs.
    extraPrefsFirefox: { "network.dns.disableIPv6": true, "app.update.enabled": false },
});
const results = [];
let version = "";
try {
    version = await browser.version();
    for (const url of plan.urls) results.push(await smoke(browser, url));
} finally {
    await browser.close();
}
console.log(JSON.stringify({ version, totalMs: Date.now() - launched, results }));
