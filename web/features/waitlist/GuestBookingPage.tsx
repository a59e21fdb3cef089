import { type FormEvent, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { phoneDigits } from "../../../shared/phone";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { Button, buttonClassName } from "../../ui/Button/Button";
import { Field } from "../../ui/Field/Field";
import { calendarHref, istDate, istDay, istInstant, istTime } from "./bookingTime";
import * as styles from "./GuestBooking.css";
import { BookingError, keepBooking, keptBooking, type Requested, requestBooking } from "./guestBookingApi";

/** The largest party the website takes; bigger groups call the restaurant (an event). */
const PARTY_MAX = 20;

type Problems = Partial<Record<"name" | "phone" | "partySize" | "date" | "time", string>>;

/** The request's fields checked by hand (no zod on a guest's page); the server checks them again. */
function check(form: FormData, now: Date): { problems: Problems; at: string | null } {
  const problems: Problems = {};
  const text = (name: string) => String(form.get(name) ?? "").trim();
  if (text("name") === "") problems.name = "Name is required";
  if (!/^\d{10}$/.test(phoneDigits(text("phone")))) problems.phone = "Phone number must be 10 digits";
  const party = Number(text("partySize"));
  if (!Number.isInteger(party) || party < 1 || party > PARTY_MAX) problems.partySize = `Party size must be 1 to ${PARTY_MAX}`;
  if (text("date") === "") problems.date = "Date is required";
  if (text("time") === "") problems.time = "Time is required";
  const at = istInstant(text("date"), text("time"));
  if (at !== null && Date.parse(at) < now.getTime()) problems.time = "Choose a time from now on";
  return { problems, at };
}

/**
 * Book a table (`/r/{slug}/book`, from the restaurant's website): the guest asks for a table with
 * name, phone, party, date and time; the request is sent exactly once and the restaurant confirms it.
 * Light, on the door page's byte budget: no zod, no staff app.
 */
export function GuestBookingPage({ slug }: { slug: string }) {
  const [requested, setRequested] = useState<Requested | null>(() => keptBooking(slug).requested ?? null);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle("Book a table");

  // A request sent before a reload (its answer lost) goes again with its key: the same booking, never two.
  useEffect(() => {
    const pending = keptBooking(slug).pending;
    if (requested || !pending) return;
    requestBooking(slug, pending.request).then(setRequested, () => {});
  }, [slug, requested]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { problems: found, at } = check(form, new Date());
    // The messages must be in the page before focus can move to the first bad field.
    flushSync(() => setProblems(found));
    if (Object.keys(found).length > 0 || at === null) {
      event.currentTarget.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
      return;
    }
    setBusy(true);
    try {
      const occasion = String(form.get("occasion") ?? "").trim();
      const booked = await requestBooking(slug, {
        name: String(form.get("name") ?? "").trim(),
        phone: String(form.get("phone") ?? ""),
        partySize: Number(form.get("partySize")),
        at,
        occasion: occasion === "" ? null : occasion,
        notes: String(form.get("notes") ?? "").trim(),
      });
      setRequested(booked);
      setFailure(null);
    } catch (error) {
      setFailure(error instanceof BookingError ? error.message : "Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  function bookAnother() {
    keepBooking(slug, {});
    setRequested(null);
  }

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>Book a table</h1>
      {failure ? (
        <p className={styles.problem} role="alert">
          {failure}
        </p>
      ) : null}
      {requested ? (
        <section aria-live="polite" className={styles.stack}>
          <p className={styles.done} role="status">
            Requested — the restaurant will confirm
          </p>
          <p className={styles.when}>
            {istDay(requested.at)} at {istTime(requested.at)} · {requested.partySize} {requested.partySize === 1 ? "guest" : "guests"}
          </p>
          <p className={styles.quiet}>The restaurant will call or message {requested.name} to confirm.</p>
          <a className={buttonClassName({ variant: "secondary" })} href={calendarHref(requested.id)} download>
            Add to calendar
          </a>
          <Button variant="ghost" onClick={bookAnother}>
            Book another table
          </Button>
        </section>
      ) : (
        <form className={styles.stack} noValidate onSubmit={(event) => void onSubmit(event)}>
          <Field label="Your name" name="name" maxLength={60} autoComplete="name" error={problems.name} />
          <Field label="Phone number" name="phone" type="tel" inputMode="tel" autoComplete="tel" error={problems.phone} />
          <Field
            label="How many people?"
            name="partySize"
            type="number"
            min={1}
            max={PARTY_MAX}
            defaultValue={2}
            inputMode="numeric"
            error={problems.partySize}
          />
          <Field label="Date" name="date" type="date" min={istDate(new Date())} defaultValue={istDate(new Date())} error={problems.date} />
          <Field label="Time" name="time" type="time" step={900} error={problems.time} />
          <Field label="Occasion (optional)" name="occasion" maxLength={60} placeholder="Birthday, anniversary…" />
          <Field label="Notes (optional)" name="notes" maxLength={500} placeholder="A high chair, a quiet corner…" />
          <Button type="submit" disabled={busy} fullWidth>
            {busy ? "Sending..." : "Request a table"}
          </Button>
        </form>
      )}
    </main>
  );
}
