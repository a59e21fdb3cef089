import { restaurantDate } from "./billing/bill-number";

/** A party seated from the queue: when it joined, what it was quoted and when it sat. */
export interface SeatedParty {
  createdAt: string;
  seatedAt: string;
  quotedMinMinutes: number | null;
  quotedMaxMinutes: number | null;
}

/** One restaurant day (IST) of quoted against actual waits (docs/decisions/090-honest-wait.md). */
export interface WaitDay {
  date: string;
  seated: number;
  /** Averages over the day's seated parties that were quoted, whole minutes; null when none was. */
  quotedMinMinutes: number | null;
  quotedMaxMinutes: number | null;
  actualMinutes: number;
  /** Parties seated within the range they were quoted (or sooner). */
  withinQuote: number;
}

const average = (values: readonly number[]) => (values.length === 0 ? null : Math.round(values.reduce((a, b) => a + b, 0) / values.length));

/** The seated parties grouped by the restaurant day they joined, newest day first. */
export function waitsPerDay(parties: readonly SeatedParty[]): WaitDay[] {
  const days = new Map<string, SeatedParty[]>();
  for (const party of parties) {
    const date = restaurantDate(new Date(party.createdAt));
    days.set(date, [...(days.get(date) ?? []), party]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([date, seated]) => {
      const actual = seated.map((party) => Math.max(0, (Date.parse(party.seatedAt) - Date.parse(party.createdAt)) / 60_000));
      const quoted = seated.filter((party) => party.quotedMaxMinutes !== null);
      return {
        date,
        seated: seated.length,
        quotedMinMinutes: average(quoted.map((party) => party.quotedMinMinutes ?? 0)),
        quotedMaxMinutes: average(quoted.map((party) => party.quotedMaxMinutes ?? 0)),
        actualMinutes: average(actual) ?? 0,
        withinQuote: seated.filter((party, index) => party.quotedMaxMinutes !== null && (actual[index] ?? 0) <= party.quotedMaxMinutes)
          .length,
      };
    });
}
