import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ToastInput } from "~/lib/toast";
import { Toaster, useToast } from "./toaster";

// A page with two buttons that raise toasts, as "Add to Cart" or a failed
// request would; the toast region loads with the first one.
function Page() {
  const toast = useToast();
  const raise = (input: ToastInput) => () => toast(input);
  return (
    <main>
      <button type="button" onClick={raise({ title: "Added to Cart", description: "Rose Oud, 10 ml" })}>
        Add
      </button>
      <button type="button" onClick={raise({ title: "Could not save", description: "Try again.", type: "error" })}>
        Fail
      </button>
    </main>
  );
}

function renderPage(serverToast: ToastInput | null = null) {
  const user = userEvent.setup();
  render(
    <Toaster serverToast={serverToast ? { type: "success", ...serverToast } : null}>
      <Page />
    </Toaster>,
  );
  return user;
}

/** The toast the shopper sees: its card, inside the named notifications region. */
const region = () => screen.findByRole("region", { name: "Notifications (F8)" });
const closeButton = () => screen.queryByRole("button", { name: "Close notification" });
const politeAnnouncer = () => screen.getByRole("status");
const urgentAnnouncer = () => screen.getByRole("alert");

// The region is a lazily loaded chunk; compiling it on first import takes vitest
// most of a second, so it is compiled once here rather than inside a test's wait.
beforeAll(async () => {
  await import("./toast-viewport");
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the toast region", () => {
  it("shows a toast with its title and description in the notifications region and reads it out politely", async () => {
    const user = renderPage();
    expect(screen.queryByText("Added to Cart")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Add" }));

    const notifications = await region();
    expect(notifications.textContent).toContain("Added to Cart");
    expect(notifications.textContent).toContain("Rose Oud, 10 ml");
    await waitFor(() => expect(politeAnnouncer().textContent).toBe("Added to Cart. Rose Oud, 10 ml"));
    expect(politeAnnouncer().getAttribute("aria-live")).toBe("polite");
    expect(urgentAnnouncer().textContent).toBe("");
  });

  it("announces an error at once (assertive), not in the polite queue", async () => {
    const user = renderPage();
    await user.click(screen.getByRole("button", { name: "Fail" }));

    await waitFor(() => expect(urgentAnnouncer().textContent).toBe("Could not save. Try again."));
    expect(urgentAnnouncer().getAttribute("aria-live")).toBe("assertive");
    expect(politeAnnouncer().textContent).toBe("");
  });

  it("shows one toast at a time: a new one replaces the last", async () => {
    const user = renderPage();
    await user.click(screen.getByRole("button", { name: "Add" }));
    await region();
    await user.click(screen.getByRole("button", { name: "Fail" }));

    await screen.findByText("Could not save");
    expect(screen.queryByText("Added to Cart")).toBeNull();
    expect(screen.getAllByRole("button", { name: "Close notification" })).toHaveLength(1);
  });

  it("closes with its close button, keeping focus in the region", async () => {
    const user = renderPage();
    await user.click(screen.getByRole("button", { name: "Add" }));
    await user.click((await screen.findByRole("button", { name: "Close notification" })));

    expect(screen.queryByText("Added to Cart")).toBeNull();
    expect(closeButton()).toBeNull();
    expect((await region()).contains(document.activeElement)).toBe(true);
  });

  it("F8 takes the keyboard to the toast, and Escape closes it", async () => {
    const user = renderPage();
    await user.click(screen.getByRole("button", { name: "Add" }));
    await screen.findByText("Added to Cart");

    await user.keyboard("{F8}");
    expect((await region()).contains(document.activeElement)).toBe(true);
    await user.tab();
    expect(document.activeElement?.textContent).toContain("Added to Cart");
    await user.keyboard("{Escape}");

    expect(screen.queryByText("Added to Cart")).toBeNull();
  });

  it("closes itself after 5 seconds, but not while the pointer rests on it", async () => {
    const user = renderPage();
    // The first toast loads the region; it stays for the toasts that follow.
    await user.click(screen.getByRole("button", { name: "Add" }));
    await user.click((await screen.findByRole("button", { name: "Close notification" })));

    // The clock still moves with real time (Testing Library waits on setTimeout
    // between steps); the test jumps it forward to see the 5 seconds pass.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"], shouldAdvanceTime: true });
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(screen.getByText("Added to Cart")).toBeTruthy();
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.getByText("Added to Cart")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_100));
    expect(screen.queryByText("Added to Cart")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Add" }));
    await user.hover(screen.getByText("Added to Cart"));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText("Added to Cart")).toBeTruthy();
    await user.unhover(screen.getByText("Added to Cart"));
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.queryByText("Added to Cart")).toBeNull();
  });

  it("draws and reads out a toast raised while a modal dialog is open inside that dialog, and the next one, after it closed, on the page", async () => {
    // A modal <dialog> (the welcome popup) makes the rest of the page inert and puts it under its backdrop.
    const user = renderPage();
    const dialog = document.createElement("dialog");
    dialog.setAttribute("open", "");
    document.body.appendChild(dialog);
    await user.click(screen.getByRole("button", { name: "Fail" }));

    await waitFor(() => expect(urgentAnnouncer().textContent).toBe("Could not save. Try again."));
    expect(dialog.contains(await region())).toBe(true);
    expect(dialog.contains(urgentAnnouncer())).toBe(true);

    dialog.removeAttribute("open");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(politeAnnouncer().textContent).toBe("Added to Cart. Rose Oud, 10 ml"));
    expect(dialog.contains(await region())).toBe(false);
    dialog.remove();
  });

  it("shows a toast the server flashed with the page (after a form post)", async () => {
    renderPage({ title: "Signed in", description: "Welcome back." });
    expect((await region()).textContent).toContain("Signed in");
    await waitFor(() => expect(politeAnnouncer().textContent).toBe("Signed in. Welcome back."));
  });
});
