import { unreachableFromPhones } from "../../../shared/public-url";
import * as styles from "./QrAddressWarning.css";

/**
 * Says plainly when the QR codes would point at an address no diner's phone can open (this machine's
 * own, 127.0.0.1 or localhost), and what to set instead (docs/configuration.md).
 */
export function QrAddressWarning({ origin, className }: { origin: string; className?: string }) {
  if (!unreachableFromPhones(origin)) return null;
  return (
    <section aria-label="QR code address" className={className ? `${styles.warning} ${className}` : styles.warning}>
      <p className={styles.title}>Diners' phones cannot open these QR codes</p>
      <p>
        They point at <code className={styles.address}>{origin}</code>, which only this computer can reach. Start the server with{" "}
        <code className={styles.address}>PUBLIC_URL</code> set to the address phones use, for example{" "}
        <code className={styles.address}>HOST=0.0.0.0 PUBLIC_URL=http://192.168.1.20:3000 npm start</code> with this computer's address on
        the restaurant's Wi-Fi, then print the codes again.
      </p>
    </section>
  );
}
