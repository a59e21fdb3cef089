import { type BillFigures, billSums, billTaxOf, PRICES_INCLUDE_GST } from "../../../shared/billing/bill-words";
import { formatPaise } from "../../../shared/billing/paise";

interface BillSumsProps {
  bill: BillFigures;
  /** Each surface keeps its own look; the words and sums are the same everywhere. */
  classNames: { list: string; line: string; total: string; note: string };
  /** The diner's language for the words ("CGST" in "CGST @ 2.5%"); the receipt's English where none is given. */
  words?: Readonly<Record<string, string>>;
}

/** A sum's label with its leading word in `words`' language: "CGST @ 2.5%" as "सीजीएसटी @ 2.5%". */
function translated(label: string, words: Readonly<Record<string, string>>): string {
  const word = Object.keys(words).find((english) => label === english || label.startsWith(`${english} `));
  return word ? `${words[word]}${label.slice(word.length)}` : label;
}

/**
 * A bill's Subtotal, CGST, SGST, Round off and Total, as the receipt prints them
 * (docs/decisions/077-bill-reads-the-same.md), and "Prices include GST." when the menu's prices held it.
 */
export function BillSums({ bill, classNames, words = {} }: BillSumsProps) {
  const tax = billTaxOf(bill);
  return (
    <>
      <dl className={classNames.list} aria-label="Bill sums">
        {billSums(bill, tax).map((sum) => (
          <div key={sum.label} className={sum.total ? classNames.total : classNames.line}>
            <dt>{translated(sum.label, words)}</dt>
            <dd>{sum.shown ?? formatPaise(sum.paise)}</dd>
          </div>
        ))}
      </dl>
      {tax.halfRatePercent > 0 && tax.pricesIncludeGst ? <p className={classNames.note}>{PRICES_INCLUDE_GST}</p> : null}
    </>
  );
}
