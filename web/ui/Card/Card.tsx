import type { ComponentPropsWithRef, ReactNode } from "react";
import * as styles from "./Card.css";

export interface CardProps extends Omit<ComponentPropsWithRef<"section">, "title"> {
  title?: ReactNode;
  description?: ReactNode;
  /** Heading level of the title, so cards fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

export function Card({ title, description, headingLevel = 3, className, children, ...props }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={[styles.card, className].filter(Boolean).join(" ")} {...props}>
      {title ? <Heading className={styles.title}>{title}</Heading> : null}
      {description ? <p className={styles.description}>{description}</p> : null}
      {children}
    </section>
  );
}
