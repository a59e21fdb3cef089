import { AskForBillButton } from "./AskForBillButton";
import { CallWaiterButton } from "./CallWaiterButton";
import * as styles from "./Diner.css";

/** The diner's two calls for service, side by side, loaded as one chunk after the menu. */
export function ServiceCallButtons({ qrCode }: { qrCode: string }) {
  return (
    <div className={styles.callBar}>
      <CallWaiterButton qrCode={qrCode} />
      <AskForBillButton qrCode={qrCode} />
    </div>
  );
}
