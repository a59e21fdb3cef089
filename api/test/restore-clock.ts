import { afterEach, vi } from "vitest";

// Node test files share their worker's globals (isolate: false, docs/decisions/067), and vi.setSystemTime
// mocks Date even without fake timers: a clock one test set must not stand still for the next test or file.
afterEach(() => {
  vi.useRealTimers();
});
