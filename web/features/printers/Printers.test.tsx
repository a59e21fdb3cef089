import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import type { PrinterState, PrintJob } from "../../../shared/schemas/printing";
import { setSessionUser } from "../../data/session";
import { staffUser } from "../../test/staffSession";
import { ToastOutlet } from "../../ui/Toast/ToastOutlet";
import { PrinterBanner } from "./PrinterBanner";
import { PrintersSection } from "./PrintersSection";
import { takeTabletTickets } from "./tabletTickets";

const TANDOOR = "10000000-0000-4000-8000-000000000002";
const CURRY = "10000000-0000-4000-8000-000000000003";
const JOB = "01900000-0000-7000-8000-000000000001";

const STATES: PrinterState[] = [
  { stationId: TANDOOR, stationName: "Tandoor", hasPrinter: true, waiting: 3, offline: true, lastError: "offline (connection refused)" },
  { stationId: CURRY, stationName: "Curry", hasPrinter: true, waiting: 0, offline: false, lastError: null },
];
const JOBS: PrintJob[] = [
  {
    id: JOB,
    stationId: TANDOOR,
    orderId: "01900000-0000-7000-8000-0000000000aa",
    kind: "add",
    status: "queued",
    attempts: 2,
    createdAt: "2026-11-27T10:00:00.000Z",
    sentAt: null,
    lastError: "offline (connection refused)",
  },
];

/** The server as these screens see it: the printers' states and the queue; writes answer 201. */
function serve(): { method: string; url: string }[] {
  const sent: { method: string; url: string }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const method = init.method ?? "GET";
    sent.push({ method, url });
    const body = url.endsWith("/printers")
      ? STATES
      : url.includes("/print-jobs?") || url.endsWith("/print-jobs")
        ? JOBS
        : { id: JOB, kind: "reprint" };
    return new Response(JSON.stringify(body), { status: method === "GET" ? 200 : 201, headers: { "Content-Type": "application/json" } });
  });
  return sent;
}

beforeEach(() => setSessionUser(staffUser("admin")));
afterEach(() => vi.unstubAllGlobals());

describe("printer trouble on the station screen", () => {
  it("says which printer is offline and how many tickets wait, on its station and on All", async () => {
    serve();
    const { unmount } = render(<PrinterBanner stationId={null} />);
    expect((await screen.findByRole("alert")).textContent).toBe("Tandoor printer offline, 3 tickets waiting");
    unmount();
    render(<PrinterBanner stationId={TANDOOR} />);
    expect((await screen.findByRole("alert")).textContent).toBe("Tandoor printer offline, 3 tickets waiting");
  });

  it("says nothing on a station whose printer is fine", async () => {
    const sent = serve();
    render(
      <>
        <PrinterBanner stationId={CURRY} />
        <PrinterBanner stationId={null} />
      </>,
    );
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    // The All screen's banner shows once its answer is in; the curry station's, with the same answer, stays empty.
    expect(await screen.findAllByRole("alert")).toHaveLength(1);
  });
});

describe("printers in settings", () => {
  it("shows each printer's state, sends a test page and reprints a ticket", async () => {
    const sent = serve();
    render(
      <>
        <PrintersSection />
        <ToastOutlet />
      </>,
    );
    const tandoor = await screen.findByRole("listitem", { name: "Tandoor printer" });
    expect(within(tandoor).getByText(/Tandoor printer offline, 3 tickets waiting/)).toBeTruthy();
    expect(within(screen.getByRole("listitem", { name: "Curry printer" })).getByText("Ready")).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(tandoor).getByRole("button", { name: "Test Print" }));
    expect(await screen.findByText("Test page sent")).toBeTruthy();
    const tickets = await screen.findByRole("list", { name: "Recent tickets" });
    expect(within(tickets).getAllByRole("listitem")[0]?.textContent).toMatch(/^ADD · Tandoor · .* · queued \(2 tries\)/);
    await user.click(within(tickets).getByRole("button", { name: "Reprint" }));
    expect(await screen.findByText("Reprint sent")).toBeTruthy();
    const writes = sent.filter((request) => request.method === "POST").map((request) => request.url);
    expect(writes).toEqual([`/api/stations/${TANDOOR}/test-print`, `/api/print-jobs/${JOB}/reprint`]);
    expect(sent.some((request) => request.url === `/api/restaurants/${DEMO_RESTAURANT_ID}/printers`)).toBe(true);
  });
});

describe("a tablet's own print for a station without a printer", () => {
  const ORDER = "01900000-0000-7000-8000-0000000000bb";
  const queued = (id: string, stationId: string): PrintJob => ({ ...JOBS[0], id, stationId, orderId: ORDER, kind: "new" }) as PrintJob;
  const BAR_JOB = "01900000-0000-7000-8000-000000000002";
  const TANDOOR_JOB = "01900000-0000-7000-8000-000000000003";

  function serveQueue(printedStatus: number): { method: string; url: string }[] {
    const sent: { method: string; url: string }[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      const method = init.method ?? "GET";
      sent.push({ method, url });
      const body =
        method === "GET" ? [queued(BAR_JOB, CURRY), queued(TANDOOR_JOB, TANDOOR)] : { message: "This ticket was already printed" };
      return new Response(JSON.stringify(body), {
        status: method === "GET" ? 200 : printedStatus,
        headers: { "Content-Type": "application/json" },
      });
    });
    return sent;
  }

  it("takes the order's tickets of its printerless stations before printing, and leaves the printer's alone", async () => {
    const sent = serveQueue(200);
    expect(await takeTabletTickets(DEMO_RESTAURANT_ID, ORDER, new Set([CURRY]))).toBe(true);
    expect(sent.filter((request) => request.method === "POST").map((request) => request.url)).toEqual([
      `/api/print-jobs/${BAR_JOB}/printed`,
    ]);
  });

  it("does not print what another tablet took first, and prints as before when the server cannot be asked", async () => {
    serveQueue(409);
    expect(await takeTabletTickets(DEMO_RESTAURANT_ID, ORDER, new Set([CURRY]))).toBe(false);
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await takeTabletTickets(DEMO_RESTAURANT_ID, ORDER, new Set([CURRY]))).toBe(true);
  });
});
