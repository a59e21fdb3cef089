import type { Role } from "../../shared/constants";

/** The signed-in staff member, as the guards found them. Never carries the password hash. */
export interface AuthUser {
  id: string;
  username: string;
  email: string;
  role: Role;
  /** The restaurant the session works in: the user's own, or an outlet its owner switched to. */
  restaurantId: string;
  /** The user's own restaurant; differs from `restaurantId` while an owner acts in another outlet (docs/decisions/108-owner-switches-outlet.md). */
  homeRestaurantId: string;
  /** The platform operator: sees every restaurant and demo request. */
  isOperator: boolean;
}
