import { TABLE_CAPACITY, TABLE_LOCATIONS, type TableLocation } from "../../../shared/constants";
import { type TableFields, tableFields } from "../../../shared/schemas/tables";
import type { FormSchema } from "../../lib/validateForm";

/** "none" stands for no location: a Radix Select cannot offer an empty value. */
export const NO_LOCATION = "none";
type LocationChoice = TableLocation | typeof NO_LOCATION | "";

export interface TableFormValues extends Record<string, string> {
  tableNumber: string;
  capacity: string;
  location: LocationChoice;
}

export const EMPTY_TABLE_FORM: TableFormValues = { tableNumber: "", capacity: String(TABLE_CAPACITY.default), location: "" };

export const LOCATION_OPTIONS: { value: TableLocation | typeof NO_LOCATION; label: string }[] = [
  ...TABLE_LOCATIONS.map((location) => ({ value: location, label: location })),
  { value: NO_LOCATION, label: "No location" },
];

export function tableFormValues(table: { tableNumber: string; capacity: number; location: string | null }): TableFormValues {
  const location = TABLE_LOCATIONS.find((known) => known === table.location) ?? "";
  return { tableNumber: table.tableNumber, capacity: String(table.capacity), location };
}

/** The shared table rules over the dialog's text: the capacity must be a whole number from 1 to 20. */
export const tableForm: FormSchema<TableFormValues, TableFields> = {
  safeParse: (values) =>
    tableFields.safeParse({
      tableNumber: values.tableNumber,
      // An empty or non-numeric capacity is NaN, which the rule refuses with its own message.
      capacity: Number(values.capacity.trim() || Number.NaN),
      location: values.location === NO_LOCATION ? null : values.location,
    }),
};

/**
 * The table rules, and a number another table on this device already has is refused in the dialog
 * with the server's own words, instead of being queued and refused after sync.
 */
export function tableFormAgainst(takenNumbers: readonly string[]): FormSchema<TableFormValues, TableFields> {
  return {
    safeParse(values) {
      const result = tableForm.safeParse(values);
      if (!result.success || !takenNumbers.includes(result.data.tableNumber)) return result;
      return { success: false, error: { issues: [{ path: ["tableNumber"], message: `Table ${result.data.tableNumber} already exists` }] } };
    },
  };
}
