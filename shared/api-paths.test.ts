import { describe, expect, it } from "vitest";
import { API_PATHS, apiPath } from "./api-paths";

describe("apiPath", () => {
  it("fills a route pattern's parameters, encoded, under /api", () => {
    expect(apiPath(API_PATHS.tables, { restaurantId: "r1" })).toBe("/api/restaurants/r1/tables");
    expect(apiPath(API_PATHS.customerNotes, { customerId: "a/b c" })).toBe("/api/customers/a%2Fb%20c/notes");
    expect(apiPath(API_PATHS.restaurants, {})).toBe("/api/restaurants");
  });

  it("refuses a pattern whose parameter was not given (one only known as a string at compile time)", () => {
    const pattern: string = API_PATHS.orderStatus;
    expect(() => apiPath(pattern, {})).toThrow("needs orderId");
  });
});
