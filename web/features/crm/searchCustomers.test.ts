import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { searchCustomers } from "./searchCustomers";

const people = [
  { name: "Asha Rao", email: "asha@example.in", phone: "9876501234" },
  { name: "Vikram Singh", email: "vik@example.in", phone: "9123456780" },
];

describe("searchCustomers", () => {
  it("matches name, e-mail or phone, ignoring case and spaces or dashes in phone numbers", () => {
    expect(searchCustomers(people, "rao").map((person) => person.name)).toEqual(["Asha Rao"]);
    expect(searchCustomers(people, "VIK@").map((person) => person.name)).toEqual(["Vikram Singh"]);
    expect(searchCustomers(people, "91234-567").map((person) => person.name)).toEqual(["Vikram Singh"]);
    expect(searchCustomers(people, "example").map((person) => person.name)).toEqual(["Asha Rao", "Vikram Singh"]);
    expect(searchCustomers(people, "zzz")).toEqual([]);
  });

  it("an empty or blank search keeps everyone", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (blank) => {
        expect(searchCustomers(people, blank)).toEqual(people);
      }),
    );
  });

  it("finds a customer by any part of their name, e-mail or phone", () => {
    const text = fc.string({ unit: fc.constantFrom(..."aBcXyZ .-@_"), minLength: 1, maxLength: 20 });
    const customer = fc.record({ name: text, email: text, phone: fc.stringMatching(/^\d{10,15}$/) });
    fc.assert(
      fc.property(customer, fc.constantFrom("name", "email", "phone"), fc.nat(), fc.nat(), (person, field, from, length) => {
        const value = person[field];
        const start = from % value.length;
        const part = value.slice(start, start + 1 + (length % (value.length - start)));
        expect(searchCustomers([person], part)).toEqual([person]);
      }),
    );
  });
});
