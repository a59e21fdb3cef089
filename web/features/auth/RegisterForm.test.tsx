import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describedBy } from "../../test/describedBy";
import { renderWithRouter } from "../../test/renderWithRouter";
import { RegisterForm } from "./RegisterForm";

async function fillValidAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("Username"), "tandoor_chef");
  await user.type(screen.getByLabelText("Email"), "chef@example.in");
  await user.type(screen.getByLabelText("Password"), "tandoor123");
}

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

/** Answers the form's calls like the server would and records what was sent. */
function serve(answer: (url: string, method: string) => Response): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const method = init.method ?? "GET";
    sent.push({ url, method, body: typeof init.body === "string" ? JSON.parse(init.body) : undefined });
    return answer(url, method);
  });
  return sent;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const TOKEN = "Q".repeat(43);

afterEach(() => {
  vi.unstubAllGlobals();
});

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
    await user.type(screen.getByLabelText("Restaurant Name"), "Tandoor Nights");
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

  it("asks a Restaurant Admin for the restaurant's name and sends it", async () => {
    const sent = serve(() => json({}, 201));
    const user = userEvent.setup();
    renderWithRouter(<RegisterForm />);
    await fillValidAccount(user);
    await user.type(screen.getByLabelText("Confirm Password"), "tandoor123");

    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(describedBy(screen.getByLabelText("Restaurant Name"))).toBe("Restaurant name is required");
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText("Restaurant Name"), "Tandoor Nights");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Navigated to /login")).toBeTruthy();
    expect(sent).toEqual([
      {
        url: "/api/auth/register",
        method: "POST",
        body: {
          username: "tandoor_chef",
          email: "chef@example.in",
          password: "tandoor123",
          role: "admin",
          restaurantName: "Tandoor Nights",
        },
      },
    ]);
  });

  it("tells a waiter or chef without an invitation to ask their admin, and sends nothing", async () => {
    const sent = serve(() => json({}, 201));
    const user = userEvent.setup();
    renderWithRouter(<RegisterForm />);
    await fillValidAccount(user);
    await user.type(screen.getByLabelText("Confirm Password"), "tandoor123");
    await user.click(screen.getByRole("combobox", { name: "Role" }));
    await user.click(screen.getByRole("option", { name: "Waiter" }));

    expect(screen.queryByLabelText("Restaurant Name")).toBeNull();
    const role = screen.getByRole("combobox", { name: "Role" });
    expect(describedBy(role)).toBe("Waiters and chefs join with an invite link from their restaurant's admin.");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(role.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(role)).toBe("Waiters and chefs join with an invite link from their restaurant's admin.");
    expect(sent).toEqual([]);
  });

  it("with an invitation: names the restaurant, fixes the role, hides Restaurant Name and sends the invitation", async () => {
    const sent = serve((_url, method) =>
      method === "GET" ? json({ role: "chef", restaurantName: "Dosa Point", expiresAt: "2030-01-01T00:00:00.000Z" }) : json({}, 201),
    );
    const user = userEvent.setup();
    renderWithRouter(<RegisterForm invite={TOKEN} />);

    expect(await screen.findByText("Dosa Point")).toBeTruthy();
    expect(screen.getByText(/as Chef/)).toBeTruthy();
    const role = screen.getByRole("combobox", { name: "Role" });
    expect(role.textContent).toContain("Chef");
    expect(role.hasAttribute("disabled")).toBe(true);
    expect(screen.queryByLabelText("Restaurant Name")).toBeNull();

    await fillValidAccount(user);
    await user.type(screen.getByLabelText("Confirm Password"), "tandoor123");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Navigated to /login")).toBeTruthy();
    expect(sent.map(({ url, method }) => `${method} ${url}`)).toEqual([`GET /api/auth/invitations/${TOKEN}`, "POST /api/auth/register"]);
    expect(sent[1]?.body).toEqual({
      username: "tandoor_chef",
      email: "chef@example.in",
      password: "tandoor123",
      role: "chef",
      invite: TOKEN,
    });
  });

  it("says why a dead invitation link cannot be used", async () => {
    serve(() => json({ message: "This invitation link has expired. Ask your restaurant's admin for a new one." }, 403));
    renderWithRouter(<RegisterForm invite={TOKEN} />);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This invitation link has expired. Ask your restaurant's admin for a new one.",
    );
    expect(screen.queryByRole("button", { name: "Create Account" })).toBeNull();
    expect(screen.getByRole("link", { name: "Sign up without an invitation" }).getAttribute("href")).toBe("/register");
  });
});
