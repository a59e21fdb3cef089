import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import * as styles from "./Card.css";

export interface CardProps extends Omit<ComponentPropsWithRef<"section">, "title"> {
  title?: ReactNode;
  description?: ReactNode;
  /** Heading level of the title, so cards fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

export function Card({ title, description, headingLevel = 3, className, children, ...props }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    // A titled card is a region named by its title, so assistive tech and tests can find it.
    <section
      className={[styles.card, className].filter(Boolean).join(" ")}
      aria-labelledby={title ? titleId : undefined}
      {...props}
    >
      {title ? (
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      ) : null}
      {description ? <p className={styles.description}>{description}</p> : null}
      {children}
    </section>
  );
}
