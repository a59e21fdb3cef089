// What other features may use statically of sync; SyncStatus and LogoutWarning load lazily by file (docs/decisions/076).
export { untilSafeToReload } from "./safeToReload";
