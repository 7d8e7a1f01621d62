import { expect, test, type Page } from "@playwright/test";
import { addToCartDirectly, fillCheckout } from "./checkout-form";
import { uniqueEmail } from "./support-accounts";
import { visit } from "./visit";

// The service worker (public/sw.js) is blocked in the other specs; here it runs.
test.use({ serviceWorkers: "allow" });

/** Waits until the service worker controls the page and holds a saved copy of `path`. */
async function savedForOffline(page: Page, path: string) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          for (const name of await caches.keys()) {
            if (name.startsWith("pages-") && (await (await caches.open(name)).match(wanted, { ignoreVary: true }))) return true;
          }
          return false;
        }, path),
      { timeout: 15_000 },
    )
    .toBe(true);
}

test.describe("offline @js", () => {
  test("opens the home page, the shop and a product seen before; any other page says what works", async ({ page, context }) => {
    await visit(page, "/product/3");
    const name = await page.getByRole("heading", { level: 1 }).textContent();
    // Once the worker controls the page, the next visit to the product is kept.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await visit(page, "/product/3");
    await savedForOffline(page, "/product/3");
    await savedForOffline(page, "/");
    await savedForOffline(page, "/shop");

    await context.setOffline(true);
    await page.goto("/product/3");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name!);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Featured Fragrances" })).toBeVisible();
    await page.goto("/shop");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto("/product/77");
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
    await expect(page.getByText("the last 20 fragrances you opened are saved on this device")).toBeVisible();
    await expect(page.getByText("Adding to your cart, checking out, searching, signing in")).toBeVisible();
    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  });

  test("a checkout tried offline sends nothing, keeps what was typed, and goes through once back online", async ({ page, context }) => {
    await addToCartDirectly(page, 5);
    await visit(page, "/checkout");
    const email = uniqueEmail("offline");
    await fillCheckout(page, { email });

    await context.setOffline(true);
    await expect(page.getByRole("status")).toContainText("You're offline.");
    const placed: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") placed.push(request.url());
    });
    await page.getByRole("button", { name: /^Place Order/ }).click();
    await expect(page.getByRole("alert").filter({ hasText: "nothing was sent" })).toBeVisible();
    expect(placed).toEqual([]);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Card Number")).toHaveValue("4242 4242 4242 4242");

    await context.setOffline(false);
    await expect(page.getByText("nothing was sent")).toHaveCount(0);
    await page.getByRole("button", { name: /^Place Order/ }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  });

  test("adding to the cart offline says so and changes nothing; back online it works", async ({ page, context }) => {
    await visit(page, "/product/9");
    await context.setOffline(true);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Your cart and what you entered are as you left them" })).toBeVisible();
    await expect(page.getByTestId("cart-badge")).toHaveCount(0);
    await context.setOffline(false);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
  });

  test("a new version waits while the page is open and takes over at the next navigation", async ({ page, context }) => {
    test.setTimeout(90_000); // room for the slow takeover below
    // What the page sends to a service worker, and when Chromium stops one (below).
    await page.addInitScript(() => {
      const sent: string[] = ((window as unknown as { sentToWorkers: string[] }).sentToWorkers = []);
      const post = ServiceWorker.prototype.postMessage as (this: ServiceWorker, message: unknown) => void;
      ServiceWorker.prototype.postMessage = function (this: ServiceWorker, message: unknown) {
        sent.push(`${String(message)} → ${this.scriptURL}`);
        return post.call(this, message);
      } as typeof ServiceWorker.prototype.postMessage;
    });
    const stopped = new Set<string>();
    const devtools = await context.newCDPSession(page);
    devtools.on("ServiceWorker.workerVersionUpdated", ({ versions }) => {
      for (const version of versions) if (version.runningStatus === "stopping") stopped.add(version.scriptURL);
    });
    await devtools.send("ServiceWorker.enable");

    await visit(page, "/shop");
    const firstScript = await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.scriptURL);
    // A new build registers the worker under its own version, as the page does after a deploy.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.register("/sw.js?v=next-build");
      await new Promise<void>((resolve) => {
        const installing = registration.installing;
        if (!installing || registration.waiting) return resolve();
        installing.addEventListener("statechange", () => installing.state === "installed" && resolve());
      });
    });
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting?.scriptURL)).toContain("v=next-build");
    expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toBe(firstScript);
    const controller = () => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "");

    // The open page keeps working under the old worker, then a navigation asks the new one to take over.
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sentToWorkers: string[] }).sentToWorkers))
      .toContainEqual(expect.stringMatching(/^activate → .*v=next-build$/));
    // Chromium hands over by stopping the old worker once it has no work. A request of the page's
    // arriving as it stops starts it again, and then it idles out only after 30 s; with DevTools
    // attached, as under Playwright, never (Chromium's ServiceWorkerVersion::OnRequestTermination).
    // ~1 run in 25 on a loaded 2-core machine; the takeover takes ~3 s otherwise.
    const tookOver = await expect
      .poll(controller, { timeout: 30_000 })
      .toContain("v=next-build")
      .then(() => true, () => false);
    if (!tookOver) {
      // Then the old worker was stopped for the handover (it is never stopped otherwise while
      // DevTools is attached), and the next page finds the new version in charge.
      expect(stopped, "the old worker was stopped to hand over").toContain(firstScript);
      await page.close();
      const next = await context.newPage();
      await next.goto("/about");
      await expect.poll(() => next.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ""), { timeout: 30_000 }).toContain("v=next-build");
    }
  });

  test("a part whose code cannot load leaves the page standing, and appears once back online", async ({ page, context }) => {
    // The toast region's code is fetched with the first toast; here the connection drops first.
    await page.route(/toast-viewport-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
    const failed = page.waitForEvent("requestfailed", (request) => /toast-viewport-[\w-]+\.js$/.test(request.url()));
    await visit(page, "/product/6");
    await failed;
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await page.unroute(/toast-viewport-[\w-]+\.js$/);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByText("Concentrated oil in a 10ml glass roll-on bottle.", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

