import { Button } from "../../ui/Button/Button";
import * as rows from "./rows.css";

interface ActiveSwitchProps {
  /** Who or what the button switches, for its accessible name ("Deactivate waiter"). */
  name: string;
  isActive: boolean;
  /** Off while the device is offline (the switch goes straight to the server); screens that say so themselves pass it. */
  online?: boolean;
  /** A switch-on for this row is on its way. */
  pending: boolean;
  activateLabel: "Activate" | "Reactivate";
  /** Deactivate only asks (a dialog confirms); switching on needs no question. */
  onDeactivate: () => void;
  onActivate: () => void;
}

/** A row's Deactivate or Activate button (an account on the Staff card, a restaurant for the operator). */
export function ActiveSwitch({ name, isActive, online = true, pending, activateLabel, onDeactivate, onActivate }: ActiveSwitchProps) {
  if (isActive) {
    return (
      <Button
        variant="secondary"
        size="sm"
        className={rows.action}
        disabled={!online}
        aria-label={`Deactivate ${name}`}
        onClick={onDeactivate}
      >
        Deactivate
      </Button>
    );
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      className={rows.action}
      disabled={!online || pending}
      aria-label={`${activateLabel} ${name}`}
      onClick={onActivate}
    >
      {activateLabel}
    </Button>
  );
}
