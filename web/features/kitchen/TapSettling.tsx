import { createContext, useContext } from "react";
import { Button, type ButtonProps } from "../../ui/Button/Button";

/**
 * Whether the board is settling after a tap (web/lib/useTapGuard.ts), handed to the status buttons alone:
 * as a prop it rendered all 200 tickets twice per tap (docs/scaling.md, Station screens).
 */
export const TapSettling = createContext(false);

/** A status button, inert while the board settles. */
export function SettlingButton({ disabled = false, ...props }: ButtonProps) {
  const settling = useContext(TapSettling);
  return <Button {...props} disabled={disabled || settling} />;
}
