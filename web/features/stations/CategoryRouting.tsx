import { useState } from "react";
import type { Station } from "../../../shared/schemas/stations";
import { useList, useMutate } from "../../data/hooks";
import { Button } from "../../ui/Button/Button";
import { failed, saved } from "../admin";
import * as styles from "./Stations.css";

/** Which station each category's dishes go to; "" is the first station (the default). */
export function CategoryRouting({ stations }: { stations: readonly Pick<Station, "id" | "name">[] }) {
  const categories = useList("menuCategories");
  const mutate = useMutate();
  const [routes, setRoutes] = useState<Record<string, string>>({});
  if (!categories) return null;
  const routeOf = (name: string, stationId: string | null) => routes[name] ?? stationId ?? "";

  const save = async () => {
    try {
      await mutate.saveCategories({
        categories: categories.map(({ name, stationId }) => ({ name, stationId: routeOf(name, stationId) || null })),
      });
      setRoutes({});
      saved("Categories routed successfully");
    } catch {
      failed("Failed to save the categories");
    }
  };

  return (
    <section aria-label="Category routing">
      <h4>Where each category goes</h4>
      <div className={styles.row}>
        {categories.map((category) => (
          <label key={category.name} className={styles.label}>
            <bdi>{category.name}</bdi>
            <select
              className={styles.select}
              value={routeOf(category.name, category.stationId)}
              onChange={(event) => setRoutes({ ...routes, [category.name]: event.target.value })}
            >
              <option value="">{stations[0] ? `${stations[0].name} (first)` : "First station"}</option>
              {stations.map((station) => (
                <option key={station.id} value={station.id}>
                  {station.name}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <Button onClick={() => void save()} disabled={Object.keys(routes).length === 0}>
        Save Routing
      </Button>
    </section>
  );
}
