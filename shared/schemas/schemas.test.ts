import { describe, expect, it } from "vitest";
import { loginInput, registerForm, registerInput } from "./auth";
import { customerNotesInput } from "./customers";
import { demoRequestInput } from "./demo-requests";
import { menuItemCreateInput } from "./menu";
import { orderContactFields, placeOrderInput } from "./orders";
import { qrCodeParam } from "./qr";
import { tableCreateInput } from "./tables";

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.error?.issues[0]?.message;
}

describe("login", () => {
  it("gives the spec's messages", () => {
    expect(firstMessage(loginInput.safeParse({ emailOrUsername: " ", password: "x", role: "admin" }))).toBe(
      "Email or username is required",
    );
    expect(firstMessage(loginInput.safeParse({ emailOrUsername: "a", password: "", role: "admin" }))).toBe("Password is required");
    expect(firstMessage(loginInput.safeParse({ emailOrUsername: "a", password: "x", role: "owner" }))).toBe("Please select a role");
    expect(firstMessage(loginInput.safeParse({ emailOrUsername: "a", password: "x" }))).toBe("Please select a role");
  });
});

describe("register", () => {
  it("defaults the role to admin and lower-cases the e-mail", () => {
    const parsed = registerInput.parse({ username: "ravi_k", email: " Ravi@Example.COM ", password: "longenough" });
    expect(parsed).toEqual({ username: "ravi_k", email: "ravi@example.com", password: "longenough", role: "admin" });
  });

  it("rejects short usernames, bad e-mails and short passwords", () => {
    expect(registerInput.safeParse({ username: "ab", email: "a@b.co", password: "longenough" }).success).toBe(false);
    expect(firstMessage(registerInput.safeParse({ username: "abc", email: "nope", password: "longenough" }))).toBe(
      "Please enter a valid email address",
    );
    expect(registerInput.safeParse({ username: "abc", email: "a@b.co", password: "short" }).success).toBe(false);
  });

  it("asks for the confirmation and reports a mismatch on the confirm field", () => {
    const base = { username: "abc", email: "a@b.co", password: "longenough", role: "chef" };
    expect(firstMessage(registerForm.safeParse({ ...base, confirmPassword: "" }))).toBe("Please confirm your password");
    const mismatch = registerForm.safeParse({ ...base, confirmPassword: "different1" });
    expect(mismatch.error?.issues[0]).toMatchObject({ message: "Passwords don't match", path: ["confirmPassword"] });
    expect(registerForm.safeParse({ ...base, confirmPassword: "longenough" }).success).toBe(true);
  });
});

describe("menu item", () => {
  it("requires name, whole-number price and a known category", () => {
    const message = "Please fill in all required fields";
    expect(firstMessage(menuItemCreateInput.safeParse({ name: "", price: 100, category: "Biryani" }))).toBe(message);
    expect(firstMessage(menuItemCreateInput.safeParse({ name: "Dal", category: "Curries" }))).toBe(message);
    expect(firstMessage(menuItemCreateInput.safeParse({ name: "Dal", price: 100, category: "Soup" }))).toBe(message);
    expect(menuItemCreateInput.safeParse({ name: "Dal", price: 99.5, category: "Curries" }).success).toBe(false);
  });

  it("defaults description and availability", () => {
    expect(menuItemCreateInput.parse({ name: " Dal Makhani ", price: 240, category: "Curries" })).toEqual({
      name: "Dal Makhani",
      description: "",
      price: 240,
      category: "Curries",
      isAvailable: true,
    });
  });
});

describe("table", () => {
  it("defaults capacity to 2 and location to null, and keeps capacity within 1 to 20", () => {
    expect(tableCreateInput.parse({ tableNumber: "12" })).toEqual({ tableNumber: "12", capacity: 2, location: null });
    expect(tableCreateInput.parse({ tableNumber: "12", capacity: 4, location: "" }).location).toBeNull();
    expect(tableCreateInput.parse({ tableNumber: "12", location: "Corner" }).location).toBe("Corner");
    expect(tableCreateInput.safeParse({ tableNumber: "12", capacity: 21 }).success).toBe(false);
    expect(tableCreateInput.safeParse({ tableNumber: "12", capacity: 0 }).success).toBe(false);
    expect(tableCreateInput.safeParse({ tableNumber: "12", location: "Roof" }).success).toBe(false);
  });
});

describe("order", () => {
  const contact = { customerName: "Asha", customerPhone: "9876543210", customerEmail: "asha@example.com" };

  it("gives the spec's contact messages", () => {
    expect(firstMessage(orderContactFields.safeParse({ ...contact, customerName: " " }))).toBe("Name is required");
    expect(firstMessage(orderContactFields.safeParse({ ...contact, customerPhone: "98765" }))).toBe(
      "Phone number must be at least 10 digits",
    );
    expect(firstMessage(orderContactFields.safeParse({ ...contact, customerPhone: "98765-43210" }))).toBe(
      "Phone number must contain only digits",
    );
    expect(firstMessage(orderContactFields.safeParse({ ...contact, customerEmail: "asha@" }))).toBe("Please enter a valid email address");
  });

  it("sends empty special instructions as null", () => {
    expect(orderContactFields.parse({ ...contact, specialInstructions: "  " }).specialInstructions).toBeNull();
    expect(orderContactFields.parse(contact).specialInstructions).toBeNull();
  });

  it("refuses an empty cart and quantities outside 1 to 50", () => {
    const line = { id: "7c3f0a52-5d8e-4c1b-9a61-2f0d6b9e4a10", name: "Chai", price: 40, quantity: 1 };
    expect(firstMessage(placeOrderInput.safeParse({ ...contact, items: [], totalAmount: 0 }))).toBe("Your cart is empty");
    expect(placeOrderInput.safeParse({ ...contact, items: [{ ...line, quantity: 51 }], totalAmount: 2040 }).success).toBe(false);
    expect(placeOrderInput.safeParse({ ...contact, items: [{ ...line, quantity: 0 }], totalAmount: 0 }).success).toBe(false);
    expect(placeOrderInput.safeParse({ ...contact, items: [line], totalAmount: 40 }).success).toBe(true);
  });
});

describe("demo request, notes and QR code", () => {
  it("validates the Book A Demo form", () => {
    const form = { name: "Meera", email: "meera@example.com", phone: "9876543210", restaurantName: "Chaat Corner" };
    expect(demoRequestInput.parse(form).message).toBe("");
    expect(firstMessage(demoRequestInput.safeParse({ ...form, restaurantName: "" }))).toBe("Restaurant name is required");
  });

  it("treats null notes as empty and caps their length", () => {
    expect(customerNotesInput.parse({ notes: null }).notes).toBe("");
    expect(customerNotesInput.safeParse({ notes: "x".repeat(2001) }).success).toBe(false);
  });

  it("accepts only base64url QR codes of 16 to 64 characters", () => {
    expect(qrCodeParam.safeParse("abcDEF0123456789_-xyz").success).toBe(true);
    expect(qrCodeParam.safeParse("short").success).toBe(false);
    expect(qrCodeParam.safeParse("has spaces in it, not a code").success).toBe(false);
  });
});
