import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { useOnDemandValidation } from "./use-on-demand-validation";

type Validation = { check: (value: string) => string | null };

// A form as the checkout uses it: the check loads on focus, and the form's own
// submit handler runs only once the check is there (or could not load).
function TestForm({ load, onSubmit }: { load: () => Promise<Validation>; onSubmit: (checked: boolean, button: string | null) => void }) {
  const validation = useOnDemandValidation(load);
  return (
    <form
      onFocus={() => void validation.start()}
      onSubmit={(event) => {
        event.preventDefault();
        if (validation.holdSubmit(event)) return;
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        onSubmit(validation.loaded !== null, submitter?.value ?? null);
      }}
    >
      <label>
        Name <input name="name" />
      </label>
      <button type="submit" name="intent" value="place-order">
        Place Order
      </button>
    </form>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const validation: Validation = { check: (value) => (value ? null : "required") };

describe("useOnDemandValidation", () => {
  it("holds a submit made before the check has loaded, then sends it again with the same button", async () => {
    const pending = deferred<Validation>();
    const load = vi.fn(() => pending.promise);
    const onSubmit = vi.fn();
    render(<TestForm load={load} onSubmit={onSubmit} />);

    await userEvent.click(screen.getByRole("button", { name: "Place Order" }));
    expect(onSubmit).not.toHaveBeenCalled();

    await act(async () => pending.resolve(validation));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(true, "place-order");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads the check once, on the first focus, and then lets submits through at once", async () => {
    const load = vi.fn(() => Promise.resolve(validation));
    const onSubmit = vi.fn();
    render(<TestForm load={load} onSubmit={onSubmit} />);
    expect(load).not.toHaveBeenCalled();

    await userEvent.click(screen.getByLabelText("Name"));
    await userEvent.type(screen.getByLabelText("Name"), "Ada");
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole("button", { name: "Place Order" }));
    await userEvent.click(screen.getByRole("button", { name: "Place Order" }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenLastCalledWith(true, "place-order");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("sends the submit unchecked when the check cannot load, and tries to load it again next time", async () => {
    const load = vi.fn(() => Promise.reject(new Error("offline")));
    const onSubmit = vi.fn();
    render(<TestForm load={load} onSubmit={onSubmit} />);

    await userEvent.click(screen.getByRole("button", { name: "Place Order" }));
    await act(async () => undefined);
    expect(onSubmit).toHaveBeenCalledWith(false, "place-order");

    await userEvent.click(screen.getByRole("button", { name: "Place Order" }));
    await act(async () => undefined);
    expect(load.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
