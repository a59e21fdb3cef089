import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { useCallback, useEffect } from "react";
import { backOff, reloadFailedStyles, retryImport } from "../lib/retryImport";
import { Button } from "../ui/Button/Button";
import { Page } from "../ui/Page/Page";

/** A script or stylesheet that did not arrive, as Chromium, Firefox, Safari and Vite word it ("... module ...", "... CSS ..."). */
const LOAD_FAILED = / module|CSS/;

/** Tries since the page opened, for the backoff: a network that keeps failing is asked less often. */
let failures = 0;

/**
 * Every route's error page. A chunk lost to a dropped connection is asked for again by itself (the
 * shared backoff, at once when back online) and by Try Again: the router loads a failed route chunk
 * afresh on `invalidate` (docs/diner-ordering.md, Flaky Wi-Fi).
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const tryAgain = useCallback(() => void retryImport(reloadFailedStyles).then(() => router.invalidate()), [router]);
  useEffect(() => {
    if (LOAD_FAILED.test(String(error))) void backOff(++failures).then(tryAgain);
  }, [error, tryAgain]);
  return (
    <Page title="Something went wrong" narrow>
      <p role="alert">The page could not be loaded. Check your Wi-Fi or mobile data and try again.</p>
      <Button onClick={tryAgain}>Try Again</Button>
    </Page>
  );
}
