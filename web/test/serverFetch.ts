import { vi } from "vitest";
import { SESSION_COOKIE } from "../../api/auth/session";
import type { TestServer } from "../../api/test/test-support";
import { jsonHeaders } from "../../api/test/test-support";
import { sessionUser } from "../../shared/schemas/auth";
import { setSessionUser } from "../data/session";

/** The browser's fetch, answered by the real API in-process with this session cookie (and, as a browser would, any new one the server sets). */
export function talkToServerAs(server: TestServer, cookie: string): void {
  let session = cookie;
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const response = await server.app.request(input, { ...init, headers: { ...jsonHeaders(session), ...(init.headers ?? {}) } });
    // An owner's switch of outlet answers a new session cookie.
    const set = response.headers.get("set-cookie")?.split(";")[0];
    if (set?.startsWith(`${SESSION_COOKIE}=`) && set !== `${SESSION_COOKIE}=`) session = set;
    return response;
  });
}

/** Makes the device's signed-in user the account behind this cookie, as the server describes it. */
export async function signInOnDevice(server: TestServer, cookie: string): Promise<void> {
  const me = await server.app.request("/api/auth/me", { headers: { Cookie: cookie } });
  setSessionUser(sessionUser.parse(await me.json()));
}
