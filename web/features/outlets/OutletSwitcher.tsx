import { useNavigate } from "@tanstack/react-router";
import { type ChangeEvent, useId, useState } from "react";
import type { SessionUser } from "../../../shared/schemas/auth";
import { serverMessageOf } from "../../http/client";
import { OutletOptions } from "./OutletChoice";
import * as styles from "./OutletSwitcher.css";
import { ChangesWaiting, switchOutlet, useOutlets } from "./outlets";

/**
 * The nav's outlet: the name of the one the owner works in, and a switch to another of theirs. Shown only
 * to an owner of more than one outlet; a switch opens that outlet's Dashboard with nothing of the last one.
 */
export function OutletSwitcher({ user }: { user: SessionUser }) {
  const outlets = useOutlets(user);
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  if (!outlets || outlets.length < 2) return null;

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const target = event.target.value;
    setProblem(null);
    setSwitching(true);
    try {
      await switchOutlet(user, target);
      await navigate({ to: "/dashboard" });
    } catch (error) {
      setProblem(
        error instanceof ChangesWaiting
          ? error.message
          : (serverMessageOf(error) ?? "Switching outlet needs the connection. Try again when online."),
      );
    } finally {
      setSwitching(false);
    }
  };

  return (
    <div className={styles.switcher}>
      <label className={styles.label}>
        Outlet
        <select
          className={styles.select}
          value={user.restaurantId}
          disabled={switching}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => void onChange(event)}
        >
          <OutletOptions outlets={outlets} />
        </select>
      </label>
      {problem ? (
        <p id={problemId} role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
