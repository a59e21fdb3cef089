// What other features may use of Web Push (docs/api.md, Web Push): the opt-in at once (NotifyButton), or
// loaded when shown (NotifyMe) for a page on a byte budget.
export { NotifyButton } from "./NotifyButton";
export { NotifyMe } from "./NotifyMe";
