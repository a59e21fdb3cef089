import type { ComponentPropsWithRef } from "react";
import * as styles from "./Badge.css";

export type BadgeTone = keyof typeof styles.tone;

export function Badge({ tone = "neutral", className, ...props }: ComponentPropsWithRef<"span"> & { tone?: BadgeTone }) {
  return <span className={[styles.base, styles.tone[tone], className].filter(Boolean).join(" ")} {...props} />;
}
