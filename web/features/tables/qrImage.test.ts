import { describe, expect, it } from "vitest";
import { qrFileName, tableMenuLink } from "./qrImage";

describe("qrFileName", () => {
  it("names the PNG after the table number", () => {
    expect(qrFileName("5")).toBe("table-5-qr.png");
    expect(qrFileName("A-12_b")).toBe("table-A-12_b-qr.png");
  });

  it("keeps a file name safe whatever the number holds", () => {
    expect(qrFileName("../etc/passwd")).toBe("table-etc-passwd-qr.png");
    expect(qrFileName("Patio 3")).toBe("table-Patio-3-qr.png");
    expect(qrFileName("///")).toBe("table-table-qr.png");
  });
});

describe("tableMenuLink", () => {
  it("is the diner's menu for the code", () => {
    expect(tableMenuLink("https://rasoi.app", "qr_abc-123")).toBe("https://rasoi.app/menu/qr_abc-123");
  });
});
