// What other features may use of the door page and host stand (docs/decisions/076).
export { DoorPage } from "./DoorPage";
export { HostStand } from "./HostStand";
export { WaitReport } from "./WaitReport";
