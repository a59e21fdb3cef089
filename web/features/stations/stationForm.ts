import type { PaperWidth, Station, StationFields } from "../../../shared/schemas/stations";
import { PREP_MINUTES_DEFAULT } from "../../../shared/stations";

/** A station as its form edits it: text fields, the printer's left blank for none. */
export interface StationDraft {
  name: string;
  host: string;
  port: string;
  paper: `${PaperWidth}`;
  prepMinutes: string;
}

export const EMPTY_STATION: StationDraft = { name: "", host: "", port: "9100", paper: "80", prepMinutes: String(PREP_MINUTES_DEFAULT) };

export function draftOf(station: Pick<Station, "name" | "printer" | "prepMinutes">): StationDraft {
  return {
    name: station.name,
    host: station.printer?.host ?? "",
    port: String(station.printer?.port ?? 9100),
    paper: station.printer?.paper === 58 ? "58" : "80",
    prepMinutes: String(station.prepMinutes),
  };
}

/** The fields the mutator checks with the shared schema: no address means no printer. */
export function fieldsOf(draft: StationDraft): StationFields {
  const host = draft.host.trim();
  return {
    name: draft.name,
    printer: host === "" ? null : { host, port: Number(draft.port), paper: draft.paper === "58" ? 58 : 80 },
    prepMinutes: Number(draft.prepMinutes),
  };
}

/** "192.168.1.50:9100 · 80 mm", or that there is none. */
export function printerLabel(printer: Station["printer"]): string {
  return printer ? `${printer.host}:${printer.port} · ${printer.paper} mm` : "No printer (browser printing)";
}
