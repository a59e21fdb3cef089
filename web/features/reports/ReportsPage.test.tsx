import { fireEvent, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../../api/config";
import { createTestServer, DEMO_LOGINS, signInAs, type TestServer } from "../../../api/test/test-support";
import { renderWithRouter } from "../../test/renderWithRouter";
import { signInOnDevice, talkToServerAs } from "../../test/serverFetch";
import { ReportsPage } from "./ReportsPage";

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  admin = await signInAs(server.app, DEMO_LOGINS.admin);
}, 60_000);
afterAll(() => server.close());
afterEach(() => vi.unstubAllGlobals());

describe("ReportsPage", { timeout: 30_000 }, () => {
  it("loads the chosen day's report from the server, and keeps it while the date field is cleared", async () => {
    await signInOnDevice(server, admin);
    talkToServerAs(server, admin);
    renderWithRouter(<ReportsPage />);

    expect(await screen.findByRole("heading", { name: "Totals" })).toBeTruthy();
    const day = screen.getByLabelText("Day");
    fireEvent.change(day, { target: { value: "2001-01-01" } });
    expect(await screen.findByText("No bills on this day")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download CSV" }).hasAttribute("disabled")).toBe(false);

    fireEvent.change(day, { target: { value: "" } });
    expect(screen.getByText("No bills on this day")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
