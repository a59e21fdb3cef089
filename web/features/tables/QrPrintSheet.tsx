import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { type LocalTable, useRestaurantSettings, useTables } from "../../data/hooks";
import { useSessionUser } from "../../data/session";
import { usePublicOrigin } from "../../lib/usePublicOrigin";
import { Button, buttonClassName } from "../../ui/Button/Button";
import { Page } from "../../ui/Page/Page";
import { AdminOnly } from "../admin";
import { markQrSheetOpened } from "../setup";
import { QrAddressWarning } from "./QrAddressWarning";
import { doorLink, linkQrDataUrl, tableMenuLink, tableQrDataUrl } from "./qrImage";
import * as styles from "./Tables.css";
import { useRestaurantName } from "./useRestaurantName";

/** A4 paper with a small margin; only while the sheet is on the page. */
const PAGE_RULE = "@page { size: A4; margin: 10mm; }";

/** Every table's QR code on A4 paper, one card each, ready to cut out and put on the tables; first, the door's waitlist card. */
export function QrPrintSheetPage() {
  return (
    <AdminOnly screen="Table Management">
      <QrPrintSheet />
    </AdminOnly>
  );
}

function QrPrintSheet() {
  const user = useSessionUser();
  const tables = useTables();
  const restaurantId = user?.restaurantId ?? "";
  const restaurantName = useRestaurantName(restaurantId, tables?.find((table) => table.qrCode)?.qrCode);
  const { origin } = usePublicOrigin();
  const settings = useRestaurantSettings();

  useEffect(() => {
    if (restaurantId) markQrSheetOpened(restaurantId);
  }, [restaurantId]);

  return (
    <Page title="Print QR codes" lead="One card per table: print on A4 paper, cut along the dashed lines.">
      <style>{PAGE_RULE}</style>
      <QrAddressWarning origin={origin} className={styles.screenOnly} />
      <div className={`${styles.toolbar} ${styles.screenOnly}`}>
        <Button size="lg" onClick={() => window.print()}>
          Print
        </Button>
        <Link to="/table-management" className={buttonClassName({ variant: "secondary", size: "lg" })}>
          Back to Table Management
        </Link>
      </div>
      {tables === undefined ? (
        <p className={styles.muted} role="status">
          Loading tables...
        </p>
      ) : tables.length === 0 ? (
        <p className={styles.muted}>No tables configured</p>
      ) : (
        <ul className={styles.sheet} aria-label="QR cards">
          {settings?.slug ? (
            <li className={styles.qrCard}>
              <DoorCard link={doorLink(origin, settings.slug)} restaurantName={restaurantName} />
            </li>
          ) : null}
          {tables.map((table) => (
            <li key={table.id} className={styles.qrCard}>
              <QrCard table={table} restaurantName={restaurantName} origin={origin} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

function QrCard({ table, restaurantName, origin }: { table: LocalTable; restaurantName: string | null; origin: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (!table.qrCode) return;
    let current = true;
    tableQrDataUrl(origin, table.qrCode)
      .then((url) => {
        if (current) setImage(url);
      })
      // A failed QR image is only logged (docs/product.md, Messages).
      .catch((error: unknown) => console.error("Could not make the table's QR code", error));
    return () => {
      current = false;
    };
  }, [table.qrCode, origin]);
  return (
    <>
      {restaurantName ? <p className={styles.restaurantName}>{restaurantName}</p> : null}
      <p className={styles.qrTable}>Table {table.tableNumber}</p>
      {table.qrCode ? (
        image ? (
          <img className={styles.qrImage} src={image} alt={`QR code for table ${table.tableNumber}`} />
        ) : (
          <p className={styles.qrHint}>Drawing QR code...</p>
        )
      ) : (
        <p className={styles.qrHint}>QR code made when this table syncs</p>
      )}
      <p className={styles.qrHint}>Scan to see the menu and order</p>
      {table.qrCode ? <p className={styles.qrHint}>{tableMenuLink(origin, table.qrCode)}</p> : null}
    </>
  );
}

/** The door's card: guests scan it to join the waitlist from their phone (docs/api.md, Waitlist and reservations). */
function DoorCard({ link, restaurantName }: { link: string; restaurantName: string | null }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    linkQrDataUrl(link)
      .then((url) => {
        if (current) setImage(url);
      })
      .catch((error: unknown) => console.error("Could not make the door's QR code", error));
    return () => {
      current = false;
    };
  }, [link]);
  return (
    <>
      {restaurantName ? <p className={styles.restaurantName}>{restaurantName}</p> : null}
      <p className={styles.qrTable}>Waitlist</p>
      {image ? (
        <img className={styles.qrImage} src={image} alt="QR code for the waitlist" />
      ) : (
        <p className={styles.qrHint}>Drawing QR code...</p>
      )}
      <p className={styles.qrHint}>Scan to join the queue for a table</p>
      <p className={styles.qrHint}>{link}</p>
    </>
  );
}
