import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Page } from "../ui/Page/Page";
import { useDocumentTitle } from "./useDocumentTitle";

function Bare({ title }: { title: string }) {
  useDocumentTitle(title, true);
  return null;
}

describe("useDocumentTitle", () => {
  it("names the tab after each screen's title", () => {
    const { rerender } = render(<Page title="Orders Management" />);
    expect(document.title).toBe("Orders Management · Rasoi");
    rerender(<Page title="Menu Editor" />);
    expect(document.title).toBe("Menu Editor · Rasoi");
  });

  it("keeps the kitchen's count of waiting orders in front, and can set a title without Rasoi", () => {
    document.title = "(2) Chef Panel · Rasoi";
    render(<Bare title="Spice Garden · Table 5" />);
    expect(document.title).toBe("(2) Spice Garden · Table 5");
  });
});
