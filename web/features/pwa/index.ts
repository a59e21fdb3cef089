// What other features may use of the service worker's side; the update prompt and the staff cache load lazily by file (docs/decisions/076).
export { registerWorker } from "./registerWorker";
