// The page cache's clock: fresh entries are hits, stale ones are served while
// one background render replaces them, expired ones are rendered again. Over a
// real database (the catalogue version is read from it); `render` stands in for
// Remix, counting renders, and the clock is a variable the test moves.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARED_MAX_AGE_SECONDS, STALE_WHILE_REVALIDATE_SECONDS } from "~/lib/page-cache-rules";
import { createTestDatabase } from "../../tests/support/test-server";
import { parseEnv } from "~/lib/settings.server";
import { createLoadContext, type LoadContext } from "./load-context.server";
import { createMemoryPageStore, servePageFromCache } from "./page-cache.server";

const FRESH_MS = SHARED_MAX_AGE_SECONDS * 1000;
const STALE_MS = STALE_WHILE_REVALIDATE_SECONDS * 1000;

describe("page cache freshness", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: LoadContext;
  beforeAll(async () => {
    database = await createTestDatabase();
    context = createLoadContext({ db: database.db, env: parseEnv({ NODE_ENV: "production" }), sessionSecret: "test", clientAddress: "127.0.0.1" });
  });
  afterAll(() => database?.cleanup());

  /** A shop whose every render says which copy it is. */
  function setup() {
    let clock = 1_000_000;
    let renders = 0;
    const now = () => clock;
    const store = createMemoryPageStore(10, now);
    const tasks: Promise<unknown>[] = [];
    const serve = (path: string, { background = true } = {}) =>
      servePageFromCache({
        request: new Request(`http://shop.test${path}`),
        context,
        store,
        now,
        render: async () => {
          renders += 1;
          return new Response(`<p>copy ${renders}</p>`, { headers: { "Content-Type": "text/html; charset=utf-8" } });
        },
        waitUntil: background ? (task) => void tasks.push(task) : undefined,
      });
    return {
      serve,
      tasks,
      renders: () => renders,
      advance: (ms: number) => {
        clock += ms;
      },
    };
  }

  it("answers from the kept copy while it is fresh", async () => {
    const shop = setup();
    expect((await shop.serve("/faq"))!.headers.get("X-Cache")).toBe("MISS");
    shop.advance(FRESH_MS);
    const hit = (await shop.serve("/faq"))!;
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(await hit.text()).toBe("<p>copy 1</p>");
    expect(shop.renders()).toBe(1);
  });

  it("serves a stale copy at once and renders one new copy in the background for the next visitor", async () => {
    const shop = setup();
    await shop.serve("/about");
    shop.advance(FRESH_MS + 1);
    const [first, second] = await Promise.all([shop.serve("/about"), shop.serve("/about")]);
    for (const stale of [first!, second!]) {
      expect(stale.headers.get("X-Cache")).toBe("STALE");
      expect(await stale.text()).toBe("<p>copy 1</p>");
    }
    // Two stale answers, one background render.
    expect(shop.tasks).toHaveLength(1);
    await Promise.all(shop.tasks);
    const next = (await shop.serve("/about"))!;
    expect(next.headers.get("X-Cache")).toBe("HIT");
    expect(await next.text()).toBe("<p>copy 2</p>");
    expect(shop.renders()).toBe(2);
  });

  it("renders a stale page at once where nothing can run after the response", async () => {
    const shop = setup();
    await shop.serve("/shop", { background: false });
    shop.advance(FRESH_MS + 1);
    const answer = (await shop.serve("/shop", { background: false }))!;
    expect(answer.headers.get("X-Cache")).toBe("MISS");
    expect(await answer.text()).toBe("<p>copy 2</p>");
  });

  it("forgets a copy once it is past stale-while-revalidate", async () => {
    const shop = setup();
    await shop.serve("/product/1");
    shop.advance(FRESH_MS + STALE_MS + 1);
    const answer = (await shop.serve("/product/1"))!;
    expect(answer.headers.get("X-Cache")).toBe("MISS");
    expect(await answer.text()).toBe("<p>copy 2</p>");
    expect(shop.tasks).toHaveLength(0);
  });

  it("renders a missed page once for a crowd that arrives while it renders (decision 0055)", async () => {
    const shop = setup();
    const crowd = await Promise.all(Array.from({ length: 20 }, () => shop.serve("/")));
    expect(shop.renders()).toBe(1);
    expect(crowd.map((answer) => answer!.headers.get("X-Cache"))).toEqual(["MISS", ...Array(19).fill("HIT")]);
    for (const answer of crowd) expect(await answer!.text()).toBe("<p>copy 1</p>");
  });

  it("lets each visitor render their own when the render they waited for kept nothing", async () => {
    let renders = 0;
    const store = createMemoryPageStore(10);
    const serve = () =>
      servePageFromCache({
        request: new Request("http://shop.test/product/7"),
        context,
        store,
        // A page that names its visitor is never kept, so nobody may be given another's copy.
        render: async () => new Response(`<p>for visitor ${(renders += 1)}</p>`, { headers: { "Set-Cookie": "toast=1" } }),
      });
    const answers = await Promise.all([serve(), serve(), serve()]);
    expect(renders).toBe(3);
    expect(new Set(await Promise.all(answers.map((answer) => answer!.text())))).toEqual(new Set(["<p>for visitor 1</p>", "<p>for visitor 2</p>", "<p>for visitor 3</p>"]));
  });

  it("gives a failed render's error to its own visitor only; the others render again", async () => {
    let renders = 0;
    const store = createMemoryPageStore(10);
    const serve = () =>
      servePageFromCache({
        request: new Request("http://shop.test/product/8"),
        context,
        store,
        render: async () => {
          renders += 1;
          if (renders === 1) throw new Error("database went away");
          return new Response(`<p>copy ${renders}</p>`, { headers: { "Content-Type": "text/html; charset=utf-8" } });
        },
      });
    const [first, second] = await Promise.allSettled([serve(), serve()]);
    expect(first.status).toBe("rejected");
    expect(second.status === "fulfilled" && (await second.value!.text())).toBe("<p>copy 2</p>");
  });
});
