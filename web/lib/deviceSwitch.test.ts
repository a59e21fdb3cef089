import { describe, expect, it } from "vitest";
import { deviceSwitch } from "./deviceSwitch";

describe("deviceSwitch", () => {
  it("is off until turned on, and remembers the choice under its own key", () => {
    const first = deviceSwitch("rasoi:test-switch");
    expect(first.isOn()).toBe(false);
    first.set(true);
    expect(deviceSwitch("rasoi:test-switch").isOn()).toBe(true);
    expect(deviceSwitch("rasoi:other-switch").isOn()).toBe(false);
    first.set(false);
    expect(deviceSwitch("rasoi:test-switch").isOn()).toBe(false);
  });
});
