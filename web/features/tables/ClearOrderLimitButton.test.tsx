import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastOutlet } from "../../ui/Toast/ToastOutlet";
import { ClearOrderLimitButton } from "./ClearOrderLimitButton";

const TABLE = { id: "00000000-0000-4000-8000-00000000b001", tableNumber: "10" };

function serve(status: number): { method: string; url: string }[] {
  const sent: { method: string; url: string }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({ method: init.method ?? "GET", url });
    return status === 204
      ? new Response(null, { status })
      : new Response(JSON.stringify({ message: "You need admin privileges to do this" }), {
          status,
          headers: { "Content-Type": "application/json" },
        });
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe("ClearOrderLimitButton", () => {
  it("clears the table's order limit on the server and says so", async () => {
    const sent = serve(204);
    render(
      <>
        <ClearOrderLimitButton table={TABLE} />
        <ToastOutlet />
      </>,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Clear order limit of table 10" }));
    expect(await screen.findByText("Table 10 takes orders again")).toBeTruthy();
    expect(sent).toEqual([{ method: "DELETE", url: `/api/tables/${TABLE.id}/order-limit` }]);
  });

  it("shows the server's refusal", async () => {
    serve(403);
    render(
      <>
        <ClearOrderLimitButton table={TABLE} />
        <ToastOutlet />
      </>,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Clear order limit of table 10" }));
    expect(await screen.findByText("You need admin privileges to do this")).toBeTruthy();
  });
});
