import { ExpiringMap } from "./expiring-map";
import { type WindowLimit, WindowLimiter } from "./window-limiter";

export interface SignInLimitSettings {
  /** Failed sign-ins against one account from one address. */
  perAccount: WindowLimit;
  /** Failed sign-ins against one account from everywhere: a distributed guesser's ceiling. */
  perAccountTotal: WindowLimit;
  /** Failed sign-ins from one address, whatever the account: one address cannot spray many. */
  perAddress: WindowLimit;
  /** How long an address that signed in to an account stays exempt from that account's total ceiling. */
  knownAddressMs: number;
  maxKeys: number;
}

/** One sign-in being tried. A failure stays counted; a success, or an attempt never really tried, is given back. */
export interface SignInAttempt {
  succeeded(): void | Promise<void>;
  withdrawn(): void | Promise<void>;
}

export type SignInDecision = { allowed: true; attempt: SignInAttempt } | { allowed: false; retryAfter: number };

/**
 * Sign-in budgets (docs/security.md). The account is its id when it exists (so its username and e-mail
 * share one budget), else the name tried. A stranger hammering an account from their address uses up
 * only that address's budget for it, so the chef's tablet elsewhere still signs in; an address that
 * once signed in to the account is never held by the account-wide ceiling.
 */
export class SignInLimits {
  readonly perAccount: WindowLimiter;
  readonly perAccountTotal: WindowLimiter;
  readonly perAddress: WindowLimiter;
  readonly knownAddresses: ExpiringMap<true>;

  constructor(settings: SignInLimitSettings) {
    this.perAccount = new WindowLimiter(settings.perAccount, settings.maxKeys);
    this.perAccountTotal = new WindowLimiter(settings.perAccountTotal, settings.maxKeys);
    this.perAddress = new WindowLimiter(settings.perAddress, settings.maxKeys);
    this.knownAddresses = new ExpiringMap(settings.knownAddressMs, settings.maxKeys);
  }

  /** Counts the attempt as it starts, so parallel guesses cannot slip past; a success is refunded. */
  begin(account: string, address: string, now = Date.now()): SignInDecision {
    const pair = `${account}\n${address}`;
    const known = this.knownAddresses.get(pair, now) !== undefined;
    const refusedFor =
      this.perAddress.check(address, now) ?? this.perAccount.check(pair, now) ?? (known ? null : this.perAccountTotal.check(account, now));
    if (refusedFor !== null) return { allowed: false, retryAfter: refusedFor };

    const counted = [
      [this.perAddress, address],
      [this.perAccount, pair],
      [this.perAccountTotal, account],
    ] as const;
    for (const [limiter, key] of counted) limiter.hit(key, now);
    const refund = () => {
      for (const [limiter, key] of counted) limiter.refund(key);
    };
    return {
      allowed: true,
      attempt: {
        succeeded: () => {
          refund();
          this.knownAddresses.start(pair, true, Date.now());
        },
        withdrawn: refund,
      },
    };
  }

  get size(): number {
    return this.perAccount.size + this.perAccountTotal.size + this.perAddress.size + this.knownAddresses.size;
  }

  sweep(now = Date.now()): void {
    this.perAccount.sweep(now);
    this.perAccountTotal.sweep(now);
    this.perAddress.sweep(now);
    this.knownAddresses.sweep(now);
  }
}
