import type { ComponentPropsWithRef } from "react";
import { cx } from "../../lib/cx";
import * as styles from "./Button.css";

type ButtonVariant = keyof typeof styles.variant;
type ButtonSize = keyof typeof styles.size;

interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** Class names of a button, for links and Radix triggers that must look like one. */
export function buttonClassName({ variant = "primary", size = "md", fullWidth = false }: ButtonStyleProps = {}): string {
  return cx(styles.base, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth);
}

export type ButtonProps = ComponentPropsWithRef<"button"> & ButtonStyleProps;

export function Button({ variant, size, fullWidth, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={cx(buttonClassName({ variant, size, fullWidth }), className)} {...props} />;
}
