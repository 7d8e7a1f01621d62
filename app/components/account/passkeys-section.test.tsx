import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PasskeySignIn } from "./passkey-sign-in";
import { PasskeyVerifyButton } from "./passkey-verify-button";
import { PasskeysSection, type AccountPasskey } from "./passkeys-section";

// The account's Passkeys section and the login screen's passkey button: what
// a shopper sees with and without scripts, and with or without WebAuthn.

const laptop: AccountPasskey = { id: "cred-1", name: "Work laptop", added: "Nov 27, 2026", addedAt: "2026-11-27T10:00:00.000Z", lastUsed: null, lastUsedAt: null };

function renderIn(element: React.ReactElement) {
  const Stub = createRemixStub([{ path: "/account", Component: () => element }]);
  render(<Stub initialEntries={["/account"]} />);
  return userEvent.setup();
}

/** A browser with WebAuthn (jsdom has none); no autofill, so nothing starts by itself. */
function withWebAuthn() {
  vi.stubGlobal("PublicKeyCredential", Object.assign(function PublicKeyCredential() {}, { isConditionalMediationAvailable: async () => false }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the Passkeys section", () => {
  it("lists each passkey with a Remove form that needs no script, and says adding needs JavaScript in the server's HTML", () => {
    const Stub = createRemixStub([{ path: "/account", Component: () => <PasskeysSection passkeys={[laptop]} /> }]);
    const html = renderToString(<Stub initialEntries={["/account"]} />);
    expect(html).toContain("Work laptop");
    expect(html).toContain("Never used");
    expect(html).toContain('action="/resources/passkeys"');
    expect(html).toContain('aria-label="Remove passkey Work laptop"');
    expect(html).toContain("Adding a passkey needs JavaScript.");
    expect(html).not.toContain("Add a passkey<");
  });

  it("asks for a name before any passkey prompt", async () => {
    withWebAuthn();
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const user = renderIn(<PasskeysSection passkeys={[]} />);
    expect(screen.getByText("You have no passkeys yet.")).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: "Add a passkey" }));
    expect(await screen.findByText("Please name this passkey")).toBeTruthy();
    await user.type(screen.getByLabelText("Passkey name"), "x".repeat(61));
    expect(await screen.findByText("Passkey name must be at most 60 characters")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says when the browser cannot create passkeys", async () => {
    renderIn(<PasskeysSection passkeys={[]} />);
    expect(await screen.findByText("Passkeys are not available in this browser or on this address.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add a passkey" })).toBeNull();
  });
});

describe("Sign in with a passkey", () => {
  it("is offered only once scripts run in a browser with WebAuthn", async () => {
    const Stub = createRemixStub([{ path: "/account", Component: () => <PasskeySignIn /> }]);
    expect(renderToString(<Stub initialEntries={["/account"]} />)).not.toContain("passkey");

    // render() runs the effects (hydrated from here on): still no button without WebAuthn.
    renderIn(<PasskeySignIn />);
    expect(screen.queryByRole("button", { name: "Sign in with a passkey" })).toBeNull();
  });

  it("shows the button where WebAuthn is there", async () => {
    withWebAuthn();
    renderIn(<PasskeySignIn />);
    expect(await screen.findByRole("button", { name: "Sign in with a passkey" })).toBeTruthy();
  });
});

describe("Confirm with a passkey", () => {
  it("is there only in a browser with WebAuthn, so the page's password form stays the way that always works", async () => {
    renderIn(<PasskeyVerifyButton redirectTo="/admin" />);
    expect(screen.queryByRole("button", { name: "Confirm with a passkey" })).toBeNull();
  });

  it("offers the button with its label", async () => {
    withWebAuthn();
    renderIn(<PasskeyVerifyButton redirectTo="/admin" label="Use my passkey" />);
    expect(await screen.findByRole("button", { name: "Use my passkey" })).toBeTruthy();
  });
});
