import { IMPACT_STATS } from "./content";
import * as styles from "./Landing.css";

export function ImpactStats() {
  return (
    <section className={styles.section} aria-labelledby="stats-title">
      <h2 id="stats-title" className={styles.sectionTitle}>
        Restaurants on Rasoi see
      </h2>
      <dl className={styles.statGrid}>
        {IMPACT_STATS.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.statLabel}>{stat.label}</dt>
            <dd className={styles.statValue}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
