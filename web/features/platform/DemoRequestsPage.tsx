import { useState } from "react";
import { formatOrderTime } from "../../../shared/dates";
import { listAllDemoRequests } from "../../http/platform";
import { telHref } from "../../lib/telHref";
import { useServerData } from "../../lib/useServerData";
import { Field } from "../../ui/Field/Field";
import { Page } from "../../ui/Page/Page";
import { rows } from "../admin";
import { OperatorOnly } from "./OperatorOnly";
import { ServerListCard } from "./ServerListCard";
import { searchDemoRequests } from "./searchPlatform";

/** Every Book A Demo request, newest first, for the operator (docs/admin-screens.md). */
export function DemoRequestsPage() {
  return (
    <OperatorOnly screen="all demo requests">
      <DemoRequests />
    </OperatorOnly>
  );
}

function DemoRequests() {
  const list = useServerData(listAllDemoRequests);
  const [search, setSearch] = useState("");
  return (
    <Page title="Demo Requests" lead="Everyone who asked for a demo from the landing page, newest first.">
      <Field
        label="Search demo requests"
        type="search"
        placeholder="Search by name, restaurant, email, phone or message"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <ServerListCard
        list={list}
        noun="demo requests"
        shown={(all) => searchDemoRequests(all, search)}
        renderRow={(row) => (
          <span className={rows.who}>
            <strong>{row.name}</strong>
            <span>{row.restaurantName}</span>
            <span className={rows.muted}>
              <a href={`mailto:${row.email}`}>{row.email}</a> · <a href={telHref(row.phone)}>{row.phone}</a>
            </span>
            {row.message ? <p className={rows.message}>{row.message}</p> : null}
            <span className={rows.muted}>{formatOrderTime(row.createdAt)}</span>
          </span>
        )}
      />
    </Page>
  );
}
