import { Link } from "@tanstack/react-router";
import { buttonClassName } from "../../ui/Button/Button";
import { BookDemoButton } from "./BookDemoButton";
import { HeroOrderCard } from "./HeroOrderCard";
import * as styles from "./Landing.css";

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>Built for Indian restaurants</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            Fill more tables. Serve faster. Own your guests.
          </h1>
          <p className={styles.heroCopy}>
            Rasoi gives your restaurant its own website, QR ordering at the table, takeout and delivery with UPI, and a kitchen that sees
            every order the moment it is placed.
          </p>
          <div className={styles.actions}>
            <BookDemoButton size="lg" />
            <Link to="/pricing" className={buttonClassName({ variant: "secondary", size: "lg" })}>
              See Pricing
            </Link>
          </div>
        </div>
        <HeroOrderCard />
      </div>
    </section>
  );
}
