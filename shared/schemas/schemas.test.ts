import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parcelOf, placeName } from "../order-channel";
import { INVALID_TEXT_MESSAGE } from "../text";
import { loginInput, registerForm, registerInput } from "./auth";
import { customerNotesInput } from "./customers";
import { demoRequestInput } from "./demo-requests";
import { menuItemCreateInput } from "./menu";
import { order, orderContactFields, placeOrderInput } from "./orders";
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
    const parsed = registerInput.parse({
      username: "ravi_k",
      email: " Ravi@Example.COM ",
      password: "longenough",
      restaurantName: " Dhaba ",
    });
    expect(parsed).toEqual({
      username: "ravi_k",
      email: "ravi@example.com",
      password: "longenough",
      role: "admin",
      restaurantName: "Dhaba",
    });
  });

  it("asks a Restaurant Admin for the restaurant's name and a waiter or chef for an invitation", () => {
    const base = { username: "ravi_k", email: "ravi@example.com", password: "longenough" };
    const invite = "A".repeat(43);
    expect(registerInput.safeParse(base).error?.issues[0]).toMatchObject({
      message: "Restaurant name is required",
      path: ["restaurantName"],
    });
    expect(registerInput.safeParse({ ...base, role: "chef" }).error?.issues[0]).toMatchObject({
      message: "Waiters and chefs join with an invite link from their restaurant's admin.",
      path: ["role"],
    });
    expect(registerInput.safeParse({ ...base, role: "chef", invite }).success).toBe(true);
    expect(registerInput.safeParse({ ...base, invite }).success).toBe(true);
    expect(registerInput.safeParse({ ...base, role: "waiter", invite: "too-short" }).success).toBe(false);
  });

  it("rejects short usernames, bad e-mails and short passwords", () => {
    expect(registerInput.safeParse({ username: "ab", email: "a@b.co", password: "longenough" }).success).toBe(false);
    expect(firstMessage(registerInput.safeParse({ username: "abc", email: "nope", password: "longenough" }))).toBe(
      "Please enter a valid email address",
    );
    expect(registerInput.safeParse({ username: "abc", email: "a@b.co", password: "short" }).success).toBe(false);
  });

  it("asks for the confirmation and reports a mismatch on the confirm field", () => {
    const base = { username: "abc", email: "a@b.co", password: "longenough", role: "chef", invite: "A".repeat(43) };
    expect(firstMessage(registerForm.safeParse({ ...base, confirmPassword: "" }))).toBe("Please confirm your password");
    const mismatch = registerForm.safeParse({ ...base, confirmPassword: "different1" });
    expect(mismatch.error?.issues[0]).toMatchObject({ message: "Passwords don't match", path: ["confirmPassword"] });
    expect(registerForm.safeParse({ ...base, confirmPassword: "longenough" }).success).toBe(true);
  });
});

describe("menu item", () => {
  it("requires name, whole-number price and a category (which ones, the server knows: docs/api.md, Stations)", () => {
    const message = "Please fill in all required fields";
    expect(firstMessage(menuItemCreateInput.safeParse({ name: "", price: 100, category: "Biryani" }))).toBe(message);
    expect(firstMessage(menuItemCreateInput.safeParse({ name: "Dal", category: "Curries" }))).toBe(message);
    expect(firstMessage(menuItemCreateInput.safeParse({ name: "Dal", price: 100, category: " " }))).toBe(message);
    expect(menuItemCreateInput.safeParse({ name: "Dal", price: 100, category: "Soup" }).success).toBe(true);
    expect(menuItemCreateInput.safeParse({ name: "Dal", price: 99.5, category: "Curries" }).success).toBe(false);
  });

  it("defaults description, availability, translations, options and the diet mark (not marked)", () => {
    expect(menuItemCreateInput.parse({ name: " Dal Makhani ", price: 240, category: "Curries" })).toEqual({
      name: "Dal Makhani",
      description: "",
      price: 240,
      category: "Curries",
      isAvailable: true,
      localName: "",
      localDescription: "",
      optionGroups: [],
      diet: null,
      stationId: null,
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
    // Separators and India's +91 are dropped first ("98765-43210" is accepted); letters are not digits.
    expect(firstMessage(orderContactFields.safeParse({ ...contact, customerPhone: "98765-4321O" }))).toBe(
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

  it("reads a row kept before channels as a table's, and a parcel by its mark and token", () => {
    const kept = {
      id: "o1",
      tableId: "t1",
      restaurantId: "r1",
      items: [],
      totalAmount: 0,
      status: "pending",
      ...contact,
      specialInstructions: null,
      orderTime: "2026-11-27T08:00:00.000Z",
      completedAt: null,
      readyAt: null,
      updatedAt: "2026-11-27T08:00:00.000Z",
      table: { tableNumber: "4" },
      takenBy: null,
    };
    const old = order.parse(kept);
    expect(parcelOf(old)).toBeNull();
    expect(placeName(old)).toBe("Table 4");
    const parcel = order.parse({ ...kept, tableId: null, table: null, channel: "delivery", token: 27 });
    expect(parcelOf(parcel)).toEqual({ mark: "DELIVERY", token: "27" });
    expect(placeName(parcel)).toBe("DELIVERY · Token 27");
    expect(order.safeParse({ ...kept, channel: "takeaway" }).success).toBe(false);
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

describe("text fields", () => {
  const contact = { customerName: "Asha", customerPhone: "9876543210", customerEmail: "asha@example.com" };
  const line = { id: "7c3f0a52-5d8e-4c1b-9a61-2f0d6b9e4a10", name: "Chai", price: 40, quantity: 1 };
  const signUp = { username: "ravi_k", email: "ravi@example.com", password: "longenough", restaurantName: "Dhaba" };
  /** Every free-text field of every input schema, as a valid body and the field to spoil. */
  const FREE_TEXT = [
    [loginInput, { emailOrUsername: "admin", password: "secret", role: "admin" }, ["emailOrUsername", "password"]],
    [registerInput, signUp, ["password", "restaurantName"]],
    [menuItemCreateInput, { name: "Dal", description: "Slow", price: 100, category: "Curries" }, ["name", "description"]],
    [tableCreateInput, { tableNumber: "12" }, ["tableNumber"]],
    [orderContactFields, { ...contact, specialInstructions: "Less spicy" }, ["customerName", "specialInstructions"]],
    [
      demoRequestInput,
      { name: "Meera", email: "m@example.com", phone: "9876543210", restaurantName: "Chaat", message: "Hi" },
      ["name", "restaurantName", "message"],
    ],
    [customerNotesInput, { notes: "Regular" }, ["notes"]],
  ] as const;

  const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

  it("refuse a lone UTF-16 surrogate anywhere in any of them", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FREE_TEXT),
        fc.string({ maxLength: 5 }),
        loneSurrogate,
        fc.string({ maxLength: 5 }),
        (entry, before, lone, after) => {
          const [schema, valid, fields] = entry;
          for (const field of fields) {
            const result = schema.safeParse({ ...valid, [field]: `${before}${lone}${after}` });
            expect(result.success).toBe(false);
            expect(result.error?.issues.map((issue) => issue.message)).toContain(INVALID_TEXT_MESSAGE);
          }
        },
      ),
    );
    expect(placeOrderInput.safeParse({ ...contact, items: [{ ...line, name: "Ch\udc00ai" }], totalAmount: 40 }).success).toBe(false);
  });

  it("accept paired surrogates (emoji, any script)", () => {
    expect(menuItemCreateInput.safeParse({ name: "Chai ☕ 🍛 चाय", price: 40, category: "Beverages" }).success).toBe(true);
    expect(customerNotesInput.parse({ notes: "Loves 🌶️" }).notes).toBe("Loves 🌶️");
  });
});
