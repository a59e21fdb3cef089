import { CONTACT } from "../../../shared/constants";
import { telHref } from "../../lib/telHref";
import { BookDemoButton } from "./BookDemoButton";
import * as styles from "./Landing.css";

export function CallToAction() {
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <div className={styles.ctaInner}>
        <h2 id="cta-title" className={styles.sectionTitle}>
          Ready to grow your restaurant?
        </h2>
        <p className={styles.ctaLead}>
          See how Rasoi can bring you more orders and happier guests. Book a free demo, or call us on{" "}
          <a href={telHref(CONTACT.phone)} className={styles.ctaLink}>
            {CONTACT.phone}
          </a>
          .
        </p>
        <BookDemoButton variant="secondary" size="lg">
          Schedule Your Free Demo
        </BookDemoButton>
      </div>
    </section>
  );
}
