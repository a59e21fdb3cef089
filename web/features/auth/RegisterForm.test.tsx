import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { describedBy } from "../../test/describedBy";
import { renderWithRouter } from "../../test/renderWithRouter";
import { RegisterForm } from "./RegisterForm";

async function fillValidAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("Username"), "tandoor_chef");
  await user.type(screen.getByLabelText("Email"), "chef@example.in");
  await user.type(screen.getByLabelText("Password"), "tandoor123");
}

describe("RegisterForm", () => {
  it("asks to confirm the password when the confirmation is empty", async () => {
    const user = userEvent.setup();
    renderWithRouter(<RegisterForm />);
    await fillValidAccount(user);

    await user.click(screen.getByRole("button", { name: "Create Account" }));

    const confirm = screen.getByLabelText("Confirm Password");
    expect(describedBy(confirm)).toBe("Please confirm your password");
    expect(confirm.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("false");
  });

  it("shows Passwords don't match on the confirm field", async () => {
    const user = userEvent.setup();
    renderWithRouter(<RegisterForm />);
    await fillValidAccount(user);
    await user.type(screen.getByLabelText("Confirm Password"), "tandoor124");

    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(describedBy(screen.getByLabelText("Confirm Password"))).toBe("Passwords don't match");
    expect(document.activeElement).toBe(screen.getByLabelText("Confirm Password"));
  });

  it("validates every field of an empty form", async () => {
    const user = userEvent.setup();
    renderWithRouter(<RegisterForm />);

    await user.click(await screen.findByRole("button", { name: "Create Account" }));

    expect(describedBy(screen.getByLabelText("Username"))).toBe("Username must be at least 3 characters");
    expect(describedBy(screen.getByLabelText("Email"))).toBe("Please enter a valid email address");
    expect(describedBy(screen.getByLabelText("Password"))).toBe("Password must be at least 8 characters");
    expect(describedBy(screen.getByLabelText("Confirm Password"))).toBe("Please confirm your password");
  });

  it("defaults the role to Restaurant Admin and offers all three", async () => {
    const user = userEvent.setup();
    renderWithRouter(<RegisterForm />);
    const role = await screen.findByRole("combobox", { name: "Role" });
    expect(role.textContent).toContain("Restaurant Admin");

    await user.click(role);

    expect(screen.getAllByRole("option")).toHaveLength(3);
    for (const name of ["Restaurant Admin", "Waiter", "Chef"]) expect(screen.getByRole("option", { name })).toBeTruthy();
  });

  it("gives both password fields their own show/hide toggle", async () => {
    renderWithRouter(<RegisterForm />);
    expect(await screen.findAllByRole("button", { name: "Show password" })).toHaveLength(2);
  });
});
