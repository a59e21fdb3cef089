import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { MenuItem } from "../../shared/schemas/menu";
import type { Photo } from "../../shared/schemas/photo";
import type { QrLookup } from "../../shared/schemas/qr";
import { restaurantIdOf, tableAndDish } from "../test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInDemoStaff, type TestServer } from "../test/test-support";

let server: TestServer;
let photoDir: string;
let admin: string;
let waiter: string;
let otherAdmin: string;
let otherRestaurantId: string;
let dishId: string;
let qrCode: string;
let gpsJpeg: Buffer;

/** GPS IFD pointer (tag 0x8825) as a little-endian TIFF writes it. */
const GPS_TAG = Buffer.from([0x25, 0x88]);

beforeAll(async () => {
  photoDir = await mkdtemp(join(tmpdir(), "rasoi-photos-"));
  server = await createTestServer({ photoDir });
  ({ admin, waiter, otherAdmin } = await signInDemoStaff(server.app));
  otherRestaurantId = await restaurantIdOf(server.db, DEMO_LOGINS.otherAdmin.username);
  const { dish, table } = await tableAndDish(server.db, DEMO_RESTAURANT_ID);
  dishId = dish.id;
  qrCode = table.qrCode;
  // A phone's photo: a real JPEG whose EXIF names the camera and where it was taken (New Delhi).
  gpsJpeg = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: { r: 190, g: 90, b: 30 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "X1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "28/1 35/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "77/1 13/1 0/1" },
    })
    .toBuffer();
});
afterAll(async () => {
  await server.close();
  await rm(photoDir, { recursive: true, force: true });
});

function upload(path: string, cookie: string, file: Blob, fileName = "dish.jpg") {
  const form = new FormData();
  form.append("photo", file, fileName);
  return server.app.request(`http://localhost${path}`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie, Origin: "http://localhost" },
  });
}
const remove = (path: string, cookie: string) =>
  server.app.request(`http://localhost${path}`, { method: "DELETE", headers: { Cookie: cookie, Origin: "http://localhost" } });

/** Every file a photo's srcsets name. */
const variantsOf = (photo: Photo) =>
  [photo.srcset, photo.avifSrcset].flatMap((set) => set.split(", ").map((entry) => entry.split(" ")[0] ?? ""));

describe("POST /api/menu-items/{id}/photo", () => {
  it("re-encodes a phone's JPEG into WebP and AVIF at a few widths, with no EXIF or GPS in any of them", async () => {
    const original = await sharp(gpsJpeg).metadata();
    expect(original.exif?.includes(GPS_TAG)).toBe(true);
    expect(gpsJpeg.includes("PhoneCo")).toBe(true);

    const response = await upload(`/api/menu-items/${dishId}/photo`, admin, new Blob([new Uint8Array(gpsJpeg)], { type: "image/jpeg" }));
    expect(response.status).toBe(201);
    const item: MenuItem = await response.json();
    const photo = item.photo as Photo;
    expect(photo).toMatchObject({ width: 1600, height: 1067 });
    expect(photo.srcset).toMatch(/^\/photos\/[a-f0-9]{32}-320\.webp 320w, .*-1600\.webp 1600w$/);
    const files = variantsOf(photo);
    expect(files).toHaveLength(8);
    for (const file of files) {
      const served = await server.app.request(file);
      expect(served.status, file).toBe(200);
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format, file).toBe(file.endsWith(".avif") ? "heif" : "webp");
      expect(meta.exif, file).toBeUndefined();
      expect(bytes.includes("PhoneCo"), file).toBe(false);
      expect(bytes.includes("Exif"), file).toBe(false);
    }
    // The diner's table page gets the photo with the menu.
    const lookup: QrLookup = await (await server.app.request(`/api/qr/${qrCode}`)).json();
    expect(lookup.menuItems.find((dish) => dish.id === dishId)?.photo).toEqual(photo);
  });

  it("refuses a file that is not an image with a 400 naming it, and a photo over 8 MB with a 413", async () => {
    const text = await upload(`/api/menu-items/${dishId}/photo`, admin, new Blob(["not a photo at all"]), "menu.pdf");
    expect(text.status).toBe(400);
    expect((await text.json()).message).toContain("menu.pdf");
    const svg = await upload(`/api/menu-items/${dishId}/photo`, admin, new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>']), "logo.svg");
    expect(svg.status).toBe(400);

    const huge = new Uint8Array(8 * 1024 * 1024 + 1);
    huge.set(gpsJpeg);
    const tooBig = await upload(`/api/menu-items/${dishId}/photo`, admin, new Blob([huge], { type: "image/jpeg" }));
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).message).toMatch(/8 MB/);
    // Declared too large: refused before the body is read.
    const declared = await server.app.request(`http://localhost/api/menu-items/${dishId}/photo`, {
      method: "POST",
      body: huge,
      headers: {
        Cookie: admin,
        Origin: "http://localhost",
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(9 * 1024 * 1024),
      },
    });
    expect(declared.status).toBe(413);
  });

  it("is for the dish's own restaurant's admins: 403 for a waiter, 404 for another restaurant's admin, 401 signed out", async () => {
    const jpeg = new Blob([new Uint8Array(gpsJpeg)], { type: "image/jpeg" });
    expect((await upload(`/api/menu-items/${dishId}/photo`, waiter, jpeg)).status).toBe(403);
    expect((await upload(`/api/menu-items/${dishId}/photo`, otherAdmin, jpeg)).status).toBe(404);
    expect((await remove(`/api/menu-items/${dishId}/photo`, otherAdmin)).status).toBe(404);
    expect((await upload(`/api/menu-items/${dishId}/photo`, "", jpeg)).status).toBe(401);
  });

  it("is removed by DELETE, and its files go once no dish shows them", async () => {
    const response = await remove(`/api/menu-items/${dishId}/photo`, admin);
    expect(response.status).toBe(200);
    expect((await response.json()).photo).toBeNull();
    expect(await readdir(photoDir)).toEqual([]);
  });
});

describe("POST /api/restaurants/{restaurantId}/photo", () => {
  it("sets the cover photo the website shows, and DELETE takes it away", async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const response = await upload(`/api/restaurants/${DEMO_RESTAURANT_ID}/photo`, admin, new Blob([new Uint8Array(png)]), "front.png");
    expect(response.status).toBe(201);
    const { photo }: { photo: Photo } = await response.json();
    expect(photo).toMatchObject({ width: 900, height: 600 });
    const page = await (await server.app.request("/r/spice-garden")).text();
    expect(page).toContain(`src="${photo.src}"`);
    expect(page).toContain('width="900" height="600"');

    expect((await upload(`/api/restaurants/${otherRestaurantId}/photo`, admin, new Blob([new Uint8Array(png)]))).status).toBe(403);
    expect((await remove(`/api/restaurants/${DEMO_RESTAURANT_ID}/photo`, waiter)).status).toBe(403);
    const removed = await remove(`/api/restaurants/${DEMO_RESTAURANT_ID}/photo`, admin);
    expect(removed.status).toBe(200);
    expect(await (await server.app.request("/r/spice-garden")).text()).not.toContain(photo.src);
  });

  it("is refused without an Origin or Sec-Fetch-Site (a cross-site form cannot post one)", async () => {
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(gpsJpeg)]), "dish.jpg");
    const response = await server.app.request(`/api/restaurants/${DEMO_RESTAURANT_ID}/photo`, {
      method: "POST",
      body: form,
      headers: { Cookie: admin },
    });
    expect(response.status).toBe(403);
  });
});

describe("GET /photos/{name}", () => {
  it("is a 404 for a name this server never made", async () => {
    expect((await server.app.request(`/photos/${"a".repeat(32)}-320.webp`)).status).toBe(404);
    expect((await server.app.request("/photos/..%2Frasoi.db")).status).toBe(404);
  });
});
