import { useCallback } from "react";
import { API_PATHS, apiPath } from "../../../shared/api-paths";
import { waitReport } from "../../../shared/schemas/waitlist";
import { api } from "../../http/api";
import { serverMessageOf } from "../../http/client";
import { useServerData } from "../../lib/useServerData";
import { Card } from "../../ui/Card/Card";

/** Reports' check on the door's estimate (docs/decisions/090-honest-wait.md): per day, the waits quoted against the waits had. */
export function WaitReport({ restaurantId }: { restaurantId: string }) {
  const load = useCallback(async () => waitReport.parse(await api.get(apiPath(API_PATHS.waitReport, { restaurantId }))), [restaurantId]);
  const { state } = useServerData(load);
  return (
    <Card title="Waitlist: quoted against actual waits" headingLevel={2} description="Parties seated from the queue, the last 14 days.">
      {state.status === "loading" ? (
        <p role="status">Loading waits...</p>
      ) : state.status === "error" ? (
        <p role="alert">{serverMessageOf(state.error) ?? "Waits need the connection."}</p>
      ) : state.value.length === 0 ? (
        <p>No party was seated from the queue yet.</p>
      ) : (
        <table aria-label="Quoted against actual waits">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Seated</th>
              <th scope="col">Quoted (average)</th>
              <th scope="col">Actual (average)</th>
              <th scope="col">Within quote</th>
            </tr>
          </thead>
          <tbody>
            {state.value.map((day) => (
              <tr key={day.date}>
                <td>{day.date}</td>
                <td>{day.seated}</td>
                <td>{day.quotedMinMinutes === null ? "—" : `${day.quotedMinMinutes}–${day.quotedMaxMinutes} min`}</td>
                <td>{day.actualMinutes} min</td>
                <td>
                  {day.withinQuote} of {day.seated}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
