import type { Role } from "../../shared/constants";

/** The signed-in staff member, as the guards found them. Never carries the password hash. */
export interface AuthUser {
  id: string;
  username: string;
  email: string;
  role: Role;
  restaurantId: string;
  /** The platform operator: sees every restaurant and demo request. */
  isOperator: boolean;
}
