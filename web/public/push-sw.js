/*
 * Web Push for guests (docs/api.md, Web Push): imported into the Workbox service worker (vite.config.ts,
 * workbox.importScripts). A push shows the server's notice; a tap on it focuses the page it names, or opens it.
 * Plain script, not bundled: web/features/push/serviceWorker.test.ts runs it as the worker would.
 */

/** A path on this site only: a notice never opens another site. */
function rasoiSamePath(url) {
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? url : "/";
}

/** The notification for a push's text: the server's title, body and page, or a plain one when the text is not ours. */
function rasoiNoticeOf(text) {
  let data = null;
  try {
    data = JSON.parse(text);
  } catch {
    data = null;
  }
  const title = data && typeof data.title === "string" && data.title !== "" ? data.title : "Rasoi";
  const body = data && typeof data.body === "string" ? data.body : "";
  const url = rasoiSamePath(data ? data.url : null);
  return {
    title,
    // One notice per page: a second for the same page replaces the first, and rings again.
    options: {
      body,
      tag: url,
      renotify: true,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      vibrate: [200, 100, 200],
      data: { url },
    },
  };
}

/** A window already on the page is focused; otherwise a new one opens there. */
async function rasoiOpen(clients, origin, url) {
  const target = new URL(rasoiSamePath(url), origin).href;
  const windows = await clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => client.url === target);
  if (open) return open.focus();
  return clients.openWindow(target);
}

self.addEventListener("push", (event) => {
  const notice = rasoiNoticeOf(event.data ? event.data.text() : "");
  event.waitUntil(self.registration.showNotification(notice.title, notice.options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data;
  event.waitUntil(rasoiOpen(self.clients, self.location.origin, data ? data.url : "/"));
});
