import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { describedBy } from "../../test/describedBy";
import { BookDemoButton } from "./BookDemoButton";

describe("Book A Demo", () => {
  it("opens a dialog that validates every required field", async () => {
    const user = userEvent.setup();
    render(<BookDemoButton />);

    await user.click(screen.getByRole("button", { name: "Book A Demo" }));
    const dialog = await screen.findByRole("dialog", { name: "Book A Demo" });
    await user.click(within(dialog).getByRole("button", { name: "Request Demo" }));

    expect(describedBy(within(dialog).getByLabelText("Your Name"))).toBe("Name is required");
    expect(describedBy(within(dialog).getByLabelText("Email"))).toBe("Please enter a valid email address");
    expect(describedBy(within(dialog).getByLabelText("Phone"))).toContain("Phone number must be at least 10 digits");
    expect(describedBy(within(dialog).getByLabelText("Restaurant Name"))).toBe("Restaurant name is required");
    expect(within(dialog).getByLabelText("Message (Optional)").getAttribute("aria-invalid")).toBe("false");
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Your Name"));
  });

  it("rejects a phone number with letters", async () => {
    const user = userEvent.setup();
    render(<BookDemoButton />);
    await user.click(screen.getByRole("button", { name: "Book A Demo" }));
    const dialog = await screen.findByRole("dialog", { name: "Book A Demo" });

    await user.type(within(dialog).getByLabelText("Phone"), "98765abcde");
    await user.click(within(dialog).getByRole("button", { name: "Request Demo" }));

    expect(describedBy(within(dialog).getByLabelText("Phone"))).toContain("Phone number must contain only digits");
  });

  it("closes with Escape and returns focus to the button", async () => {
    const user = userEvent.setup();
    render(<BookDemoButton />);
    const button = screen.getByRole("button", { name: "Book A Demo" });
    await user.click(button);
    await screen.findByRole("dialog", { name: "Book A Demo" });

    await user.keyboard("{Escape}");

    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
