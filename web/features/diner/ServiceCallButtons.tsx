import * as styles from "./Diner.css";
import { ServiceCallButton } from "./ServiceCallButton";

/** The diner's two calls for service, side by side; their sending part loads with the first call (useServiceCall). */
export function ServiceCallButtons({ qrCode }: { qrCode: string }) {
  return (
    <div className={styles.callBar}>
      <ServiceCallButton qrCode={qrCode} kind="waiter" />
      <ServiceCallButton qrCode={qrCode} kind="bill" />
    </div>
  );
}
