import { Card } from "../../ui/Card/Card";
import { FEATURES } from "./content";
import { FeatureIcon } from "./FeatureIcon";
import * as styles from "./Landing.css";

export function FeatureCards() {
  return (
    <div className={styles.band}>
      <section className={styles.section} aria-labelledby="features-title">
        <h2 id="features-title" className={styles.sectionTitle}>
          Everything your restaurant needs online
        </h2>
        <p className={styles.sectionLead}>One platform for your website, orders, payments, guests and numbers.</p>
        <div className={styles.grid}>
          {FEATURES.map((feature) => (
            <Card
              key={feature.title}
              title={
                <>
                  <FeatureIcon name={feature.icon} className={styles.featureIcon} /> {feature.title}
                </>
              }
            >
              <p className={styles.muted}>{feature.body}</p>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}
