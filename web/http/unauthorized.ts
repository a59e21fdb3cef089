/** What to do when a staff call is answered 401; main.tsx sets it once the router exists. Kept apart from the client so the first load does not need the client. */
let unauthorizedHandler: () => void = () => {};

export function setUnauthorizedHandler(handler: () => void) {
  unauthorizedHandler = handler;
}

export function onUnauthorized() {
  unauthorizedHandler();
}
