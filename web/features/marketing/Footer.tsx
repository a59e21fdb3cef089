import { CONTACT } from "../../../shared/constants";
import { telHref } from "../../lib/telHref";
import * as styles from "./Landing.css";

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p>© {new Date().getFullYear()} Rasoi. Made for Indian restaurants.</p>
        <ul className={styles.footerList} aria-label="Contact">
          <li>
            <a href={telHref(CONTACT.phone)} className={styles.footerLink}>
              {CONTACT.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${CONTACT.email}`} className={styles.footerLink}>
              {CONTACT.email}
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
