import { Page } from "../../ui/Page/Page";
import { FloorBoard } from "./FloorBoard";

/** The captain's tool on its own page, so admins take orders at the table too (waiters have it on their dashboard). */
export function FloorPage() {
  return (
    <Page title="Floor" lead="Every table live, diners' calls, and orders taken at the table.">
      <FloorBoard />
    </Page>
  );
}
