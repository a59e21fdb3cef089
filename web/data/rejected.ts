import { retryCanSucceed } from "../../shared/refusals";
import type { Rejection, StaffRows, StoreName } from "./db";
import { erasedMutators } from "./mutators";
import type { RefusalWords } from "./mutators/define";

/** A refused change as the rejected-changes panel shows it. */
export interface RejectedChange extends RefusalWords {
  id: string;
  status: number;
  rejectedAt: string;
  /** Whether sending it again can succeed: only then is Retry offered (Discard always is). */
  retryable: boolean;
}

/** Words and Retry for `rejection`, told by its mutator from its arguments and the local copy of its row. */
export function rejectedChange(rejection: Rejection, local: StaffRows[StoreName] | undefined): RejectedChange {
  const mutator = erasedMutators[rejection.name];
  const { conflicts = "passing" } = mutator;
  return {
    ...mutator.refused(rejection.args, local, rejection),
    id: rejection.id,
    status: rejection.status,
    rejectedAt: rejection.rejectedAt,
    retryable: retryCanSucceed(rejection.status, typeof conflicts === "function" ? conflicts(rejection) : conflicts),
  };
}
