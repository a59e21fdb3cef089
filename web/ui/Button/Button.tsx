import type { ComponentPropsWithRef } from "react";
import * as styles from "./Button.css";

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** Class names of a button, for links and Radix triggers that must look like one. */
export function buttonClassName({ variant = "primary", size = "md", fullWidth = false }: ButtonStyleProps = {}): string {
  return [styles.base, styles.variant[variant], styles.size[size], fullWidth ? styles.fullWidth : ""]
    .filter(Boolean)
    .join(" ");
}

export type ButtonProps = ComponentPropsWithRef<"button"> & ButtonStyleProps;

export function Button({ variant, size, fullWidth, className, type = "button", ...props }: ButtonProps) {
  const classes = [buttonClassName({ variant, size, fullWidth }), className].filter(Boolean).join(" ");
  return <button type={type} className={classes} {...props} />;
}
