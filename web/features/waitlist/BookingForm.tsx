import { useRef, useState } from "react";
import * as z from "zod/mini";
import { API_PATHS, apiPath } from "../../../shared/api-paths";
import type { ReservationInput } from "../../../shared/schemas/waitlist";
import { api } from "../../http/api";
import { HttpError, serverMessageOf } from "../../http/client";
import { useValidatedForm } from "../../lib/useValidatedForm";
import { Field } from "../../ui/Field/Field";
import { TextAreaField } from "../../ui/Field/TextAreaField";
import { Form, SubmitButton } from "../../ui/Form/Form";
import * as styles from "./Bookings.css";
import { NativeSelect } from "./NativeSelect";
import { bookingFormWith, emptyBookingForm, type SetMenuLine } from "./reservationForm";
import { SetMenuPicker } from "./SetMenuPicker";

const bookedAnswer = z.object({ id: z.string(), name: z.string() });

export interface BookingFormProps {
  restaurantId: string;
  tables: readonly { id: string; tableNumber: string; capacity: number; isActive: boolean }[];
  dishes: readonly { id: string; name: string }[];
  /** Today's date at the restaurant ("2026-11-27"), the form's first date. */
  today: string;
  /** The booking as the server answered it. */
  onBooked: (booking: { id: string; name: string }) => void;
}

/**
 * New Reservation (docs/api.md, Waitlist and reservations): online only, since the server alone knows
 * whether the table is free then; its 409 ("Table 4 is already booked…") is shown in the form.
 */
export function BookingForm({ restaurantId, tables, dishes, today, onBooked }: BookingFormProps) {
  const [setMenu, setSetMenu] = useState<SetMenuLine[]>([]);
  const form = useValidatedForm(bookingFormWith(setMenu), emptyBookingForm(today));
  const [refusal, setRefusal] = useState<string | null>(null);
  // One key per booking the host means: a retry after a lost answer is the same booking, never two.
  const key = useRef(crypto.randomUUID());
  const isEvent = form.values.event === "yes";

  const book = async (input: ReservationInput) => {
    setRefusal(null);
    try {
      const answer: unknown = await api.post(apiPath(API_PATHS.reservations, { restaurantId }), input, { "Idempotency-Key": key.current });
      key.current = crypto.randomUUID();
      onBooked(bookedAnswer.parse(answer));
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) key.current = crypto.randomUUID();
      setRefusal(serverMessageOf(error) ?? "The booking could not be saved. Taking a booking needs the connection.");
    }
  };

  const tableOptions = [
    { value: "", label: "Any table" },
    ...tables
      .filter((table) => table.isActive)
      .map((table) => ({ value: table.id, label: `Table ${table.tableNumber} (${table.capacity} seats)` })),
  ];
  return (
    <Form ref={form.formRef} onSubmit={form.onSubmit(book)}>
      <Field label="Guest Name" autoComplete="off" maxLength={60} {...form.bind("name")} />
      <Field label="Phone Number" type="tel" inputMode="tel" autoComplete="off" hint="10 digits" {...form.bind("phone")} />
      <div className={styles.pair}>
        <Field label="Party Size" type="number" inputMode="numeric" min={1} {...form.bind("partySize")} />
        <NativeSelect
          label="Table"
          options={tableOptions}
          value={form.values.tableId}
          onChange={(event) => form.setValue("tableId", event.target.value)}
          error={form.errors.tableId}
        />
      </div>
      <div className={styles.pair}>
        <Field label="Date" type="date" {...form.bind("date")} />
        <Field label="Time" type="time" step={900} {...form.bind("time")} />
      </div>
      <Field label="Occasion (Optional)" placeholder="Birthday, anniversary, kitty party…" maxLength={60} {...form.bind("occasion")} />
      <TextAreaField label="Notes (Optional)" maxLength={500} {...form.bind("notes")} />
      <label className={styles.check}>
        <input type="checkbox" checked={isEvent} onChange={(event) => form.setValue("event", event.target.checked ? "yes" : "")} />
        Event (set menu and deposit)
      </label>
      {isEvent ? (
        <>
          <SetMenuPicker dishes={dishes} lines={setMenu} onChange={setSetMenu} error={form.errors.setMenu} />
          <div className={styles.pair}>
            <Field label="Price per Head (₹)" type="number" inputMode="numeric" min={0} {...form.bind("pricePerHead")} />
            <Field label="Minimum Guests" type="number" inputMode="numeric" min={1} {...form.bind("minimumGuests")} />
          </div>
          <Field label="Deposit (₹)" type="number" inputMode="numeric" min={0} hint="Paid by UPI, cash or card" {...form.bind("deposit")} />
        </>
      ) : null}
      {refusal ? (
        <p className={styles.alert} role="alert">
          {refusal}
        </p>
      ) : null}
      <SubmitButton pending={form.pending} pendingLabel="Saving...">
        Save Reservation
      </SubmitButton>
    </Form>
  );
}
