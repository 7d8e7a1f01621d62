import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminAttention } from "~/lib/attention-text";
import { AttentionList, AttentionStrip } from "./attention-list";

// The dashboard's "What needs attention today" and /admin's strip: each line a
// plain link to the list that shows what it counts.

const nothing: AdminAttention = {
  unshipped: { count: 0, oldest: [] },
  returnsAwaiting: { count: 0, oldest: [] },
  stock: { soldOut: [], low: [], soldOutCount: 0, lowCount: 0 },
  reviewsPending: 0,
  emailsFailed: 0,
};

const busy: AdminAttention = {
  unshipped: {
    count: 3,
    oldest: [
      { id: 12, number: "3F9A0C12", createdAt: 0, ageDays: 4 },
      { id: 15, number: "0A1B2C3D", createdAt: 0, ageDays: 0 },
    ],
  },
  returnsAwaiting: { count: 1, oldest: [{ id: 7, number: "3F9A01BC-R1", createdAt: 0, ageDays: 2 }] },
  stock: {
    soldOut: [{ fragranceId: 1, name: "Velvet Rose", size: "10ml" }],
    low: [
      { fragranceId: 2, name: "Oud Noir", size: "2ml", onHand: 1 },
      { fragranceId: 3, name: "Citrus Dawn", size: "10ml", onHand: 4 },
    ],
    soldOutCount: 1,
    lowCount: 5,
  },
  reviewsPending: 2,
  emailsFailed: 1,
};

function renderIn(element: React.ReactElement) {
  const Stub = createRemixStub([{ path: "/admin/dashboard", Component: () => element }]);
  render(<Stub initialEntries={["/admin/dashboard"]} />);
}

const href = (name: string | RegExp) => screen.getByRole("link", { name }).getAttribute("href");

describe("what needs attention today", () => {
  it("links each line to its filtered list, and the oldest orders and returns to their own pages", () => {
    renderIn(<AttentionList attention={busy} />);
    const section = screen.getByRole("region", { name: "What needs attention today" });
    expect(within(section).getAllByRole("link")).toHaveLength(9);
    expect(href("3 paid orders not yet shipped — oldest 4 days")).toBe("/admin/orders?status=paid&sort=oldest");
    expect(href("Order #12 (3F9A0C12) · 4 days")).toBe("/admin/orders/12");
    expect(href("Order #15 (0A1B2C3D) · today")).toBe("/admin/orders/15");
    expect(href("1 return waiting for a decision — 2 days old")).toBe("/admin/returns?status=requested");
    expect(href("Return 3F9A01BC-R1 · 2 days")).toBe("/admin/returns/7");
    expect(href("1 size sold out")).toBe("/admin?stock=sold-out");
    expect(href("5 sizes low in stock")).toBe("/admin?stock=low");
    expect(href("2 reviews waiting for moderation")).toBe("/admin/reviews?status=pending");
    expect(href("1 e-mail failed to send")).toBe("/admin/emails?status=failed");
    expect(screen.getByText("Velvet Rose (10 ml)")).toBeTruthy();
    expect(screen.getByText("Oud Noir (2 ml sample, 1 left), Citrus Dawn (10 ml, 4 left) and 3 more")).toBeTruthy();
  });

  it("says when nothing needs attention, with no links", () => {
    renderIn(<AttentionList attention={nothing} />);
    expect(screen.getByText("Nothing needs attention today.")).toBeTruthy();
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });

  it("leaves out lines with nothing in them", () => {
    renderIn(<AttentionList attention={{ ...nothing, emailsFailed: 2 }} />);
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["2 e-mails failed to send"]);
  });
});

describe("the strip on /admin", () => {
  it("sums up what needs attention and links to the dashboard", () => {
    renderIn(<AttentionStrip attention={busy} />);
    expect(screen.getByTestId("attention-strip").textContent).toBe(
      "Needs attention: 3 orders to ship · 1 return to decide · 1 size sold out · 5 sizes low · 2 reviews to moderate · 1 failed e-mail — Open the dashboard",
    );
    expect(href("Open the dashboard")).toBe("/admin/dashboard");
  });

  it("says so when nothing does", () => {
    renderIn(<AttentionStrip attention={nothing} />);
    expect(screen.getByTestId("attention-strip").textContent).toBe("Nothing needs attention today. Open the dashboard");
  });
});
