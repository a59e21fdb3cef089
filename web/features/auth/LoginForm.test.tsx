import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { describedBy } from "../../test/describedBy";
import { renderWithRouter } from "../../test/renderWithRouter";
import { LoginForm } from "./LoginForm";

describe("LoginForm", () => {
  it("shows the spec's message under each empty field and marks it invalid", async () => {
    const user = userEvent.setup();
    renderWithRouter(<LoginForm />);

    await user.click(await screen.findByRole("button", { name: "Continue" }));

    const login = screen.getByLabelText("Email or Username");
    const password = screen.getByLabelText("Password");
    const role = screen.getByRole("combobox", { name: "Role" });
    expect(describedBy(login)).toBe("Email or username is required");
    expect(describedBy(password)).toBe("Password is required");
    expect(describedBy(role)).toBe("Please select a role");
    for (const control of [login, password, role]) expect(control.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(login);
  });

  it("clears a message once the field is valid and only the role is missing", async () => {
    const user = userEvent.setup();
    renderWithRouter(<LoginForm />);

    await user.type(await screen.findByLabelText("Email or Username"), "admin");
    await user.type(screen.getByLabelText("Password"), "admin123");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    expect(screen.queryByText("Email or username is required")).toBeNull();
    expect(screen.queryByText("Password is required")).toBeNull();
    expect(screen.getByText("Please select a role")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Role" }));
  });

  it("offers the three login roles", async () => {
    const user = userEvent.setup();
    renderWithRouter(<LoginForm />);

    await user.click(await screen.findByRole("combobox", { name: "Role" }));

    expect(screen.getAllByRole("option")).toHaveLength(3);
    for (const name of ["Admin", "Waiter", "Chef"]) expect(screen.getByRole("option", { name })).toBeTruthy();
  });

  it("toggles the password between hidden and shown", async () => {
    const user = userEvent.setup();
    renderWithRouter(<LoginForm />);
    const password = await screen.findByLabelText("Password");
    expect(password.getAttribute("type")).toBe("password");

    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password.getAttribute("type")).toBe("text");

    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password.getAttribute("type")).toBe("password");
  });

  it("links to Create Account", async () => {
    renderWithRouter(<LoginForm />);
    const link = await screen.findByRole("link", { name: "Create Account" });
    expect(link.getAttribute("href")).toBe("/register");
  });
});
