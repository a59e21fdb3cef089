// What routes use of takeout and delivery (docs/api.md, Takeout and delivery).
export { CounterPage } from "./CounterPage";
export { GuestOrderPage } from "./GuestOrderPage";
export { TrackingPage } from "./TrackingPage";
