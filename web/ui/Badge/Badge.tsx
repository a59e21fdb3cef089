import type { ComponentPropsWithRef } from "react";
import { cx } from "../../lib/cx";
import * as styles from "./Badge.css";

export type BadgeTone = keyof typeof styles.tone;

export function Badge({ tone = "neutral", className, ...props }: ComponentPropsWithRef<"span"> & { tone?: BadgeTone }) {
  return <span className={cx(styles.base, styles.tone[tone], className)} {...props} />;
}
