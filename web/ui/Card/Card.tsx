import { type ComponentPropsWithRef, type ReactNode, useId } from "react";
import { cx } from "../../lib/cx";
import * as styles from "./Card.css";

interface CardProps extends Omit<ComponentPropsWithRef<"section">, "title"> {
  title?: ReactNode;
  description?: ReactNode;
  /** Heading level of the title, so cards fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Size of the title text; "xl" for cards that lead their section, such as pricing plans; "md" for stat cards. */
  titleSize?: keyof typeof styles.title;
  /** The title heading's id, for content inside the card that refers to it (e.g. aria-describedby). */
  titleId?: string;
  /** Shown at the end of the title row, e.g. a badge. */
  action?: ReactNode;
}

export function Card({
  title,
  description,
  headingLevel = 3,
  titleSize = "lg",
  titleId,
  action,
  className,
  children,
  ...props
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const generatedTitleId = useId();
  const headingId = titleId ?? generatedTitleId;
  const heading = title ? (
    <Heading id={headingId} className={styles.title[titleSize]}>
      {title}
    </Heading>
  ) : null;
  return (
    // A titled card is a region named by its title, so assistive tech and tests can find it.
    <section className={cx(styles.card, className)} aria-labelledby={title ? headingId : undefined} {...props}>
      {action ? (
        <div className={styles.titleRow}>
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {description ? <p className={styles.description}>{description}</p> : null}
      {children}
    </section>
  );
}
