import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { OrderContactFields } from "../../../shared/schemas/orders";
import { describedBy } from "../../test/describedBy";
import { OrderDialog, type OrderDialogProps } from "./OrderDialog";

const lines = [
  { key: "tikka", id: "tikka", name: "Paneer Tikka", price: 280, quantity: 2, options: [] },
  { key: "naan", id: "naan", name: "Butter Naan", price: 60, quantity: 1, options: [] },
];

function renderDialog(overrides: Partial<OrderDialogProps> = {}) {
  const props: OrderDialogProps = {
    open: true,
    onClose: vi.fn(),
    lines,
    total: 620,
    notice: null,
    onPlace: vi.fn(async (_contact: OrderContactFields) => undefined),
    waiting: false,
    onAdd: vi.fn(),
    onRemove: vi.fn(),
    ...overrides,
  };
  render(<OrderDialog {...props} />);
  return { props, dialog: within(screen.getByRole("dialog", { name: "Your Order" })) };
}

describe("Your Order", () => {
  it("lists the lines and the total in rupees", () => {
    const { dialog } = renderDialog();
    const items = within(dialog.getByRole("list", { name: "Items in your order" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Paneer Tikka₹280 each · ₹560"),
      expect.stringContaining("Butter Naan₹60 each · ₹60"),
    ]);
    expect(dialog.getByText("₹620")).toBeTruthy();
    expect(dialog.queryByText(/GST/)).toBeNull();
  });

  it("says + GST next to the total when the bill adds GST to the menu's prices", () => {
    const { dialog } = renderDialog({ gstOnTop: true });
    expect(dialog.getByText("₹620 + GST")).toBeTruthy();
  });

  it("shows the spec's message under each field and sends nothing while one stands", async () => {
    const user = userEvent.setup();
    const { dialog, props } = renderDialog();
    await user.type(dialog.getByLabelText("Phone Number *"), "98765abcde");
    await user.type(dialog.getByLabelText("Email Address *"), "asha@");
    await user.click(dialog.getByRole("button", { name: "Place Order" }));

    expect(describedBy(dialog.getByLabelText("Your Name *"))).toBe("Name is required");
    expect(describedBy(dialog.getByLabelText("Phone Number *"))).toBe("Phone number must contain only digits");
    expect(describedBy(dialog.getByLabelText("Email Address *"))).toBe("Please enter a valid email address");
    expect(dialog.getByLabelText("Special Instructions (Optional)").getAttribute("aria-invalid")).toBe("false");
    expect(document.activeElement).toBe(dialog.getByLabelText("Your Name *"));
    expect(props.onPlace).not.toHaveBeenCalled();

    await user.clear(dialog.getByLabelText("Phone Number *"));
    await user.type(dialog.getByLabelText("Phone Number *"), "98765");
    await user.click(dialog.getByRole("button", { name: "Place Order" }));
    expect(describedBy(dialog.getByLabelText("Phone Number *"))).toBe("Phone number must be at least 10 digits");
  });

  it("places the order with the details trimmed and empty instructions as null", async () => {
    const user = userEvent.setup();
    const { dialog, props } = renderDialog();
    await user.type(dialog.getByLabelText("Your Name *"), "  Asha Rao ");
    await user.type(dialog.getByLabelText("Phone Number *"), "9876501234");
    await user.type(dialog.getByLabelText("Email Address *"), "Asha@Example.in");
    await user.click(dialog.getByRole("button", { name: "Place Order" }));
    expect(props.onPlace).toHaveBeenCalledWith({
      customerName: "Asha Rao",
      customerPhone: "9876501234",
      customerEmail: "asha@example.in",
      specialInstructions: null,
    });
  });

  it("cannot place an empty cart", () => {
    expect(renderDialog({ lines: [], total: 0 }).dialog.getByRole("button", { name: "Place Order" })).toHaveProperty("disabled", true);
  });

  it("keeps Place Order off while an earlier order waits, and says why", () => {
    const { dialog } = renderDialog({ waiting: true, notice: { kind: "saved" } });
    expect(dialog.getByRole("button", { name: "Place Order" })).toHaveProperty("disabled", true);
    expect(dialog.getByRole("status").textContent).toBe(
      "No connection right now. Your order is saved on this phone and will be sent as soon as the connection returns.",
    );
  });

  it("changes a line's quantity with buttons that name the dish, and Continue Shopping closes", async () => {
    const user = userEvent.setup();
    const { dialog, props } = renderDialog();
    await user.click(dialog.getByRole("button", { name: "Add one Butter Naan" }));
    await user.click(dialog.getByRole("button", { name: "Remove one Paneer Tikka" }));
    expect(props.onAdd).toHaveBeenCalledWith("naan");
    expect(props.onRemove).toHaveBeenCalledWith("tikka");
    await user.click(dialog.getByRole("button", { name: "Continue Shopping" }));
    expect(props.onClose).toHaveBeenCalled();
  });
});
