import type { Station } from "../../../shared/schemas/stations";
import { Button } from "../../ui/Button/Button";
import * as styles from "./Kitchen.css";

/** Which station this device shows: one of the restaurant's, or All. Large buttons, one tap. */
export function StationPicker({
  stations,
  chosen,
  onChoose,
}: {
  stations: readonly Pick<Station, "id" | "name">[];
  chosen: string | null;
  onChoose(stationId: string | null): void;
}) {
  return (
    <fieldset aria-label="Station" className={styles.stationPicker}>
      <Button variant={chosen === null ? "primary" : "secondary"} aria-pressed={chosen === null} onClick={() => onChoose(null)}>
        All
      </Button>
      {stations.map((station) => (
        <Button
          key={station.id}
          variant={chosen === station.id ? "primary" : "secondary"}
          aria-pressed={chosen === station.id}
          onClick={() => onChoose(station.id)}
        >
          <bdi>{station.name}</bdi>
        </Button>
      ))}
    </fieldset>
  );
}
