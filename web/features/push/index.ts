// What other features may use of Web Push (docs/api.md, Web Push).
export { NotifyMe } from "./NotifyMe";
