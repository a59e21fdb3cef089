import { Card } from "../../ui/Card/Card";
import { initials, TESTIMONIALS, TRUSTED_RESTAURANTS } from "./content";
import * as styles from "./Landing.css";

export function Testimonials() {
  return (
    <section className={styles.section} aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className={styles.sectionTitle}>
        Loved by restaurant owners
      </h2>
      <div className={styles.grid}>
        {TESTIMONIALS.map((testimonial) => (
          <Card key={testimonial.name}>
            <figure className={styles.figure}>
              <blockquote className={styles.quote}>“{testimonial.quote}”</blockquote>
              <figcaption className={styles.person}>
                <span className={styles.avatar} aria-hidden="true">
                  {initials(testimonial.name)}
                </span>
                <span>
                  <strong>{testimonial.name}</strong>
                  <br />
                  <span className={styles.muted}>{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          </Card>
        ))}
      </div>
      <h3 className={styles.sectionLead}>Trusted by restaurants across India</h3>
      <ul className={styles.trusted}>
        {TRUSTED_RESTAURANTS.map((name) => (
          <li key={name} className={styles.trustedName}>
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}
