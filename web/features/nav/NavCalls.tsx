import { Link } from "@tanstack/react-router";
import { useServiceRequests } from "../../data/hooks";
import { useNewCallAlerts } from "../calls";
import * as styles from "./TopNav.css";

/** The count of diners' open calls, linking to the floor; it chimes and buzzes when a new call opens. */
export function NavCalls({ to, onNavigate }: { to: "/floor" | "/dashboard"; onNavigate: () => void }) {
  const calls = useServiceRequests();
  useNewCallAlerts(calls);
  const open = calls?.filter((call) => call.status === "open").length ?? 0;
  if (open === 0) return null;
  return (
    <li>
      <Link to={to} className={styles.link} onClick={onNavigate} aria-label={`${open} open ${open === 1 ? "call" : "calls"}`}>
        Calls ({open})
      </Link>
    </li>
  );
}
