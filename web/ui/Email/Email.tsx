import { Fragment } from "react";
import * as styles from "./Email.css";
import { emailPieces } from "./emailPieces";

/**
 * An e-mail address that wraps after "@" and before dots rather than spilling out of a narrow card;
 * a piece longer than the line still breaks anywhere, as a last resort.
 */
export function Email({ address }: { address: string }) {
  return (
    <span className={styles.email}>
      {emailPieces(address).map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one address never reorder, so their place is a stable key
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
