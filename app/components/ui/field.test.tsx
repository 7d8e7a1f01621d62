import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "./field";
import { FirstInvalidFocus } from "./first-invalid-focus";
import { FormAlert } from "./form-alert";
import { PasswordInput } from "./password-input";

// The server HTML is what a browser without JavaScript gets: ids, aria links and
// autofocus must be right in it.
const email = { id: "f-email", name: "email", errorId: "f-email-error", errors: ["Email is required"], initialValue: "a@" };
const name = { id: "f-name", name: "name", errorId: "f-name-error", errors: ["Name is required"] };
const phone = { id: "f-phone", name: "phone", errorId: "f-phone-error", initialValue: "555" };

const render = (node: React.ReactNode) => renderToStaticMarkup(node);

describe("Field", () => {
  it("links an invalid control to its message and hint, and shows the value sent back", () => {
    const html = render(<Field field={email} label="Email" hint="We never share it" type="email" />);
    expect(html).toContain('<label for="f-email"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="f-email-error f-email-hint"');
    expect(html).toContain('<p id="f-email-error"');
    expect(html).toContain("Email is required");
    expect(html).toContain('value="a@"');
  });

  it("leaves a valid control without aria-invalid or a message", () => {
    const html = render(<Field field={phone} label="Phone number" labelNote="(optional)" type="tel" />);
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("aria-describedby");
    expect(html).not.toContain("f-phone-error");
    expect(html).toContain("(optional)");
  });

  it("autofocuses only the first invalid field in the form's order", () => {
    const html = render(
      <FirstInvalidFocus order={["name", "email", "phone"]} errors={{ email: email.errors, name: name.errors }}>
        <Field field={email} label="Email" />
        <Field field={name} label="Name" />
        <Field field={phone} label="Phone" />
      </FirstInvalidFocus>,
    );
    expect(html.match(/autofocus/gi)).toHaveLength(1);
    expect(html).toMatch(/<input[^>]*id="f-name"[^>]*autofocus/i);
  });

  it("never sends a password back", () => {
    const html = render(<Field field={{ ...phone, id: "f-pw", name: "password" }} label="Password" control={PasswordInput} />);
    expect(html).toContain('type="password"');
    expect(html).not.toContain("value=");
  });
});

describe("FormAlert", () => {
  it("is an alert, focused in the HTML only when it stands for a failure with no field", () => {
    expect(render(<FormAlert title="Login failed">Invalid email or password.</FormAlert>)).not.toMatch(/autofocus/i);
    const focused = render(
      <FormAlert title="Login failed" takeFocus>
        Invalid email or password.
      </FormAlert>,
    );
    expect(focused).toContain('role="alert"');
    expect(focused).toMatch(/tabindex="-1"/);
    expect(focused).toMatch(/autofocus/i);
  });
});
