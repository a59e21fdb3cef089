import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { type Receipt as ReceiptData, receipt } from "../../../shared/schemas/bills";
import { api } from "../../http/api";
import { serverMessageOf } from "../../http/client";
import { Button, buttonClassName } from "../../ui/Button/Button";
import { Page } from "../../ui/Page/Page";
import { type Paper, printTarget, screenOnly, usePageRule } from "../printing";
import * as styles from "./Billing.css";
import { Receipt } from "./Receipt";

/**
 * A bill ready to print on an 80 mm roll or A4 (docs/billing.md, Printing). The browser's own print
 * is used, so any printer the tablet or PC has works; with Chromium's --kiosk-printing it prints at once.
 */
export function ReceiptPage({ billId, paper: asked }: { billId: string; paper?: Paper | undefined }) {
  const [state, setState] = useState<{ receipt: ReceiptData } | { error: string } | null>(null);
  const [printed, setPrinted] = useState<HTMLDivElement | null>(null);
  const paper = asked ?? (state && "receipt" in state ? state.receipt.paperWidth : "80mm");
  const pageRule = usePageRule(printed, paper);
  useEffect(() => {
    let current = true;
    api
      .get(`/api/bills/${billId}/receipt`)
      .then((answer) => {
        if (current) setState({ receipt: receipt.parse(answer) });
      })
      .catch((error: unknown) => {
        if (current) setState({ error: serverMessageOf(error) ?? "The bill could not be loaded. Printing a bill needs the connection." });
      });
    return () => {
      current = false;
    };
  }, [billId]);

  return (
    <Page title="Print bill" lead={paper === "a4" ? "A4 paper" : `${paper === "58mm" ? "58" : "80"} mm thermal roll`}>
      <style>{pageRule}</style>
      <div className={`${styles.row} ${screenOnly}`}>
        <Button size="lg" disabled={!state || "error" in state} onClick={() => window.print()}>
          Print
        </Button>
        <Link
          to="/bills/$billId/print"
          params={{ billId }}
          search={paper === "a4" ? {} : { paper: "a4" }}
          className={buttonClassName({ variant: "secondary", size: "lg" })}
        >
          {paper === "a4" ? "Roll instead" : "A4 instead"}
        </Link>
        <Link to="/orders-management" className={buttonClassName({ variant: "secondary", size: "lg" })}>
          Back to Orders
        </Link>
      </div>
      {state === null ? (
        <p role="status" className={styles.muted}>
          Loading bill...
        </p>
      ) : "error" in state ? (
        <p role="alert">{state.error}</p>
      ) : (
        <Receipt ref={setPrinted} receipt={state.receipt} paper={paper} className={printTarget} />
      )}
    </Page>
  );
}
