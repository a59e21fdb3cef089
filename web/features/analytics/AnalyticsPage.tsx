import { lazy, Suspense, useCallback, useState } from "react";
import { restaurantDate } from "../../../shared/billing/bill-number";
import { formatPaise, paiseAsDecimal } from "../../../shared/billing/paise";
import { useSessionUser } from "../../data/session";
import { serverMessageOf } from "../../http/client";
import { useServerData } from "../../lib/useServerData";
import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { Fact, Facts } from "../../ui/Facts/Facts";
import { Field } from "../../ui/Field/Field";
import { Page } from "../../ui/Page/Page";
import { AdminOnly } from "../admin";
import { billStyles as styles } from "../billing";
import { ALL_OUTLETS, OutletChoice } from "../outlets";
import { tableScroll } from "./Analytics.css";
import {
  downloadRows,
  fetchOutlets,
  fetchView,
  type Guests,
  type Hours,
  type Item,
  type Items,
  type OptionSold,
  type PrepTimes,
  type Sales,
  type Scope,
} from "./analyticsApi";

// uPlot comes with these chunks only: never in a diner's page or another staff screen.
const SalesChart = lazy(() => import("./SalesChart"));
const BarChart = lazy(() => import("./BarChart"));

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Analytics (docs/api.md, Analytics): when, what and who, for this outlet or all of an owner's. */
export function AnalyticsPage() {
  return (
    <AdminOnly screen="Analytics">
      <AnalyticsOf />
    </AdminOnly>
  );
}

function AnalyticsOf() {
  const user = useSessionUser();
  return user ? <AnalyticsFor restaurantId={user.restaurantId} /> : null;
}

const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

function AnalyticsFor({ restaurantId }: { restaurantId: string }) {
  const today = restaurantDate(new Date());
  const [from, setFrom] = useState(() => daysBefore(today, 29));
  const [to, setTo] = useState(today);
  // An owner of several outlets sees any one of them, or all together (docs/api.md, Outlets).
  const [shown, setShown] = useState<string>(restaurantId);
  const outlets = useServerData(fetchOutlets);
  const load = useCallback(async () => {
    const scope: Scope = shown === ALL_OUTLETS ? "all" : { restaurantId: shown };
    const views = await Promise.all((["sales", "hours", "items", "guests"] as const).map((view) => fetchView(scope, view, from, to)));
    return { sales: views[0] as Sales, hours: views[1] as Hours, items: views[2] as Items, guests: views[3] as Guests };
  }, [shown, from, to]);
  const { state } = useServerData(load);
  const owned = outlets.state.status === "ready" && outlets.state.value.length > 1 ? outlets.state.value : null;

  return (
    <Page title="Analytics" lead="When the restaurant is busy, what sells, and who comes back.">
      <div className={styles.row}>
        <Field label="From" type="date" value={from} onChange={(event) => DAY.test(event.target.value) && setFrom(event.target.value)} />
        <Field label="To" type="date" value={to} onChange={(event) => DAY.test(event.target.value) && setTo(event.target.value)} />
        {owned ? <OutletChoice outlets={owned} value={shown} onChange={setShown} /> : null}
      </div>
      {state.status === "loading" ? (
        <p role="status">Loading analytics...</p>
      ) : state.status === "error" ? (
        <p role="alert">{serverMessageOf(state.error) ?? "Analytics need the connection. Try again when online."}</p>
      ) : (
        <>
          <SalesCard sales={state.value.sales} />
          <ItemsCard items={state.value.items} />
          <OptionsCard options={state.value.items.options} />
          <HoursCard hours={state.value.hours} />
          <GuestsCard guests={state.value.guests} />
          <ChannelsCard guests={state.value.guests} />
          <PrepCard prep={state.value.items.prep} />
        </>
      )}
    </Page>
  );
}

function SalesCard({ sales }: { sales: Sales }) {
  const rows = sales.days.map((day) => [day.date, day.billCount, paiseAsDecimal(day.salesPaise)] as const);
  return (
    <Card title="Sales" headingLevel={2}>
      <Facts>
        <Fact term="Net Sales">{formatPaise(sales.totals.salesPaise)}</Fact>
        <Fact term="Period before">{formatPaise(sales.previous.salesPaise)}</Fact>
        <Fact term="Change">{sales.changePercent === null ? "No sales before" : `${sales.changePercent} %`}</Fact>
        <Fact term="Bills">{String(sales.totals.billCount)}</Fact>
        <Fact term="Average bill">{formatPaise(sales.totals.averageBillPaise)}</Fact>
      </Facts>
      <Suspense fallback={<p role="status">Loading chart...</p>}>
        <SalesChart days={sales.days} label="Net sales by day" />
      </Suspense>
      <Table caption="Net sales by day" head={["Day", "Bills", "Net sales (₹)"]} rows={rows} />
      <Button variant="secondary" onClick={() => downloadRows("sales-by-day.csv", [["Day", "Bills", "Net sales"], ...rows])}>
        Download Sales CSV
      </Button>
    </Card>
  );
}

function ItemsCard({ items }: { items: Items }) {
  const row = (item: Item) =>
    [item.option ? `${item.name} · ${item.option}` : item.name, item.category, item.quantity, paiseAsDecimal(item.revenuePaise)] as const;
  const head = ["Dish", "Category", "Quantity", "Revenue (₹)"];
  return (
    <Card title="Best sellers and slow movers" headingLevel={2}>
      <Table caption="Best sellers" head={head} rows={items.bestSellers.map(row)} />
      <Table caption="Slow movers" head={head} rows={items.slowMovers.map(row)} />
      <Table
        caption="By category"
        head={["Category", "Quantity", "Revenue (₹)"]}
        rows={items.categories.map((category) => [category.category, category.quantity, paiseAsDecimal(category.revenuePaise)])}
      />
      <Button variant="secondary" onClick={() => downloadRows("items.csv", [head, ...items.bestSellers.map(row)])}>
        Download Items CSV
      </Button>
    </Card>
  );
}

function HoursCard({ hours }: { hours: Hours }) {
  const busiest = Math.max(1, ...hours.cells.map((cell) => cell.billCount));
  const open = [...new Set(hours.cells.filter((cell) => cell.billCount > 0).map((cell) => cell.hour))].sort((a, b) => a - b);
  const rows = WEEKDAYS.map((name, weekday) => [name, ...open.map((hour) => hours.cells[weekday * 24 + hour]?.billCount ?? 0)]);
  return (
    <Card title="When it is busy (bills by hour)" headingLevel={2}>
      {open.length === 0 ? (
        <p className={styles.muted}>No bills in this period</p>
      ) : (
        <div className={tableScroll}>
          <table>
            <caption>Bills by weekday and hour</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {open.map((hour) => (
                  <th key={hour} scope="col">{`${hour}:00`}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([name, ...counts]) => (
                <tr key={String(name)}>
                  <th scope="row">{name}</th>
                  {counts.map((count, index) => (
                    <td
                      key={open[index]}
                      style={{
                        background: `rgba(122, 31, 43, ${Number(count) / busiest})`,
                        color: Number(count) / busiest > 0.5 ? "white" : undefined,
                      }}
                    >
                      {count}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Button variant="secondary" onClick={() => downloadRows("hours.csv", [["Day", ...open.map((hour) => `${hour}:00`)], ...rows])}>
        Download Hours CSV
      </Button>
    </Card>
  );
}

function GuestsCard({ guests }: { guests: Guests }) {
  return (
    <Card title="Guests" headingLevel={2}>
      <Facts>
        <Fact term="Orders">{String(guests.orders)}</Fact>
        <Fact term="Known guests">{String(guests.guests)}</Fact>
        <Fact term="Repeat guests">{String(guests.repeatGuests)}</Fact>
        <Fact term="Revenue from repeat guests">{`${guests.repeatRevenueSharePercent} %`}</Fact>
        <Fact term="Visits per guest">{String(guests.visitsPerGuest)}</Fact>
        <Fact term="Covers (parties seated by the host)">
          {guests.seatedParties === 0 ? "No parties seated" : `${guests.covers} in ${guests.seatedParties} parties`}
        </Fact>
        <Fact term="Average party">{guests.averagePartySize === null ? "No parties seated" : String(guests.averagePartySize)}</Fact>
        <Fact term="Table turn (median)">
          {guests.medianTableTurnMinutes === null
            ? "No paid bills"
            : `${guests.medianTableTurnMinutes} min over ${guests.tableTurns} bills`}
        </Fact>
      </Facts>
    </Card>
  );
}

const CHANNEL_NAMES = { qr: "QR at the table", waiter: "Taken by a waiter", pickup: "Takeout", delivery: "Delivery" } as const;

function ChannelsCard({ guests }: { guests: Guests }) {
  const rows = (Object.keys(CHANNEL_NAMES) as (keyof typeof CHANNEL_NAMES)[]).map((channel) => {
    const count = guests.channels[channel];
    return [CHANNEL_NAMES[channel], count, guests.orders === 0 ? 0 : Math.round((count * 1000) / guests.orders) / 10] as const;
  });
  const head = ["Channel", "Orders", "Share (%)"];
  return (
    <Card title="Channel mix" headingLevel={2}>
      <Suspense fallback={<p role="status">Loading chart...</p>}>
        <BarChart bars={rows.map(([label, value]) => ({ label, value }))} label="Orders by channel" unit="Orders" />
      </Suspense>
      <Table caption="Orders by channel" head={head} rows={rows} />
      <Button variant="secondary" onClick={() => downloadRows("channels.csv", [head, ...rows])}>
        Download Channels CSV
      </Button>
    </Card>
  );
}

function OptionsCard({ options }: { options: readonly OptionSold[] }) {
  const rows = options.map(
    (sold) =>
      [`${sold.name} · ${sold.option || "No option"}`, sold.quantity, sold.sharePercent, paiseAsDecimal(sold.revenuePaise)] as const,
  );
  const head = ["Dish and option", "Quantity", "Share of the dish (%)", "Revenue (₹)"];
  return (
    <Card title="Options sold" headingLevel={2}>
      {rows.length === 0 ? (
        <p className={styles.muted}>No dish sold in more than one option in this period</p>
      ) : (
        <>
          <Suspense fallback={<p role="status">Loading chart...</p>}>
            <BarChart bars={rows.slice(0, 12).map(([label, value]) => ({ label, value }))} label="Quantity by option" unit="Quantity" />
          </Suspense>
          <Table caption="Options sold" head={head} rows={rows} />
        </>
      )}
      <Button variant="secondary" onClick={() => downloadRows("options.csv", [head, ...rows])}>
        Download Options CSV
      </Button>
    </Card>
  );
}

function PrepCard({ prep }: { prep: PrepTimes }) {
  const stations = prep.stations.map((station) => [station.name, station.minutes, station.bumps] as const);
  const dishes = prep.dishes.map((dish) => [`${dish.name} (${dish.station})`, dish.minutes, dish.bumps] as const);
  return (
    <Card title="Prep time by station and dish" headingLevel={2}>
      {stations.length === 0 ? (
        <p className={styles.muted}>No dish bumped at a station in this period</p>
      ) : (
        <>
          <Suspense fallback={<p role="status">Loading chart...</p>}>
            <BarChart bars={stations.map(([label, value]) => ({ label, value }))} label="Average prep minutes by station" unit="Minutes" />
          </Suspense>
          <Table caption="Prep time by station" head={["Station", "Average minutes", "Bumps"]} rows={stations} />
          <Table caption="Prep time by dish" head={["Dish (station)", "Average minutes", "Bumps"]} rows={dishes} />
        </>
      )}
      <Button
        variant="secondary"
        onClick={() => downloadRows("prep-times.csv", [["Dish (station)", "Average minutes", "Bumps"], ...dishes])}
      >
        Download Prep times CSV
      </Button>
    </Card>
  );
}

function Table({ caption, head, rows }: { caption: string; head: readonly string[]; rows: readonly (readonly (string | number)[])[] }) {
  return (
    <div className={tableScroll}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, index) => (
                // Cells of one row are positional: the column is the key.
                <td key={head[index]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
