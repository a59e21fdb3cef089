import { useCallback, useEffect, useRef, useState } from "react";

/**
 * How long the screen settles after a tap: long enough for a second thumb-tap (150–300 ms apart) to land
 * while the screen is still changing. Tests of the second tap hold it longer than a busy test machine's pause.
 */
export const tapSettle = { ms: 700 };

/**
 * One tap is one step: after a status button is tapped, every status button of the screen is inert for
 * a moment, so a second tap that lands on the relabelled button (or on the next ticket that slid into
 * its place) does nothing until the person can have seen what is there now. `guard(step)` runs the step
 * unless the screen is settling.
 */
export function useTapGuard(): { settling: boolean; guard(step: () => void): void } {
  const [taps, setTaps] = useState(0);
  const settling = useRef(false);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (taps === 0) return;
    const timer = setTimeout(() => {
      settling.current = false;
      setShown(false);
    }, tapSettle.ms);
    return () => clearTimeout(timer);
  }, [taps]);

  const guard = useCallback((step: () => void) => {
    if (settling.current) return;
    settling.current = true;
    setShown(true);
    setTaps((count) => count + 1);
    step();
  }, []);

  return { settling: shown, guard };
}
