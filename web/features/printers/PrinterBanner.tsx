import { printerTrouble } from "../../../shared/schemas/printing";
import * as styles from "./Printers.css";
import { usePrinterStates } from "./usePrinters";

/**
 * "Tandoor printer offline, 3 tickets waiting" on a station's screen (or every station's, on All):
 * tickets are kept and print once the printer is back, but the kitchen should know.
 */
export function PrinterBanner({ stationId }: { stationId: string | null }) {
  const { states } = usePrinterStates();
  const troubles = (states ?? [])
    .filter((state) => stationId === null || state.stationId === stationId)
    .flatMap((state) => {
      const trouble = printerTrouble(state);
      return trouble ? [{ id: state.stationId, trouble }] : [];
    });
  if (troubles.length === 0) return null;
  return (
    <div role="alert">
      {troubles.map(({ id, trouble }) => (
        <p key={id} className={styles.banner}>
          {trouble}
        </p>
      ))}
    </div>
  );
}
