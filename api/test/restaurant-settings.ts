import type { RestaurantSettingsInput } from "../../shared/schemas/settings";

/**
 * A GST-registered restaurant's bill settings as `PUT /api/restaurants/{id}/settings` takes them, for
 * route tests and journeys alike; a test overrides only the fields it is about.
 */
export function settingsBody(overrides: Partial<RestaurantSettingsInput> = {}): RestaurantSettingsInput {
  return {
    legalName: "Spice Garden Foods",
    address: "12 MG Road, Pune 411001",
    phone: "9876543210",
    gstin: "27AAPFU0939F1ZV",
    fssaiNumber: "11521999000123",
    gstMode: "regular-5",
    pricesIncludeGst: false,
    upiId: "spicegarden@okaxis",
    upiPayee: "Spice Garden",
    billFooter: "Thank you, visit again",
    ...overrides,
  };
}
