import { vi } from "vitest";
import type { TestServer } from "../../api/test/test-support";
import { jsonHeaders } from "../../api/test/test-support";
import { sessionUser } from "../../shared/schemas/auth";
import { setSessionUser } from "../data/session";

/** The browser's fetch, answered by the real API in-process with this session cookie. */
export function talkToServerAs(server: TestServer, cookie: string): void {
  vi.stubGlobal("fetch", (input: string, init: RequestInit = {}) =>
    server.app.request(input, { ...init, headers: { ...jsonHeaders(cookie), ...(init.headers ?? {}) } }),
  );
}

/** Makes the device's signed-in user the account behind this cookie, as the server describes it. */
export async function signInOnDevice(server: TestServer, cookie: string): Promise<void> {
  const me = await server.app.request("/api/auth/me", { headers: { Cookie: cookie } });
  setSessionUser(sessionUser.parse(await me.json()));
}
