/** FSSAI licence and registration numbers are 14 digits. */
export const isValidFssaiNumber = (value: string): boolean => /^\d{14}$/.test(value);

/**
 * A UPI virtual payment address, `handle@psp`: the handle letters, digits, dots, hyphens or
 * underscores; the provider's part starts with a letter (NPCI's VPA rules).
 */
export const isValidUpiId = (value: string): boolean => /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/.test(value);
