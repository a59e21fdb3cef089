import type { QrLookup } from "../shared/schemas/qr";

/** The diner's side of a journey through the public QR endpoints, from outside any browser (the diner's phone). */

/** The table's menu as a diner's phone reads it through its QR code. */
export async function qrMenu(baseURL: string, qrCode: string): Promise<QrLookup["menuItems"]> {
  return ((await (await fetch(`${baseURL}/api/qr/${qrCode}`)).json()) as QrLookup).menuItems;
}

export interface QrDiner {
  customerName: string;
  customerPhone?: string;
  customerEmail?: string;
  specialInstructions?: string | null;
  /** How many of the first available dish; 1 unless said. */
  quantity?: number;
}

/** A diner's order of the first available dish at the table of `qrCode`; the server's answer (the order). */
export async function placeQrOrderAt<T>(baseURL: string, qrCode: string, diner: QrDiner): Promise<T> {
  const {
    customerName,
    customerPhone = "9876501234",
    customerEmail = "diner@example.in",
    specialInstructions = null,
    quantity = 1,
  } = diner;
  const dish = (await qrMenu(baseURL, qrCode)).find((item) => item.isAvailable);
  if (!dish) throw new Error("the demo restaurant needs an available dish");
  const response = await fetch(`${baseURL}/api/qr/${qrCode}/order`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      customerName,
      customerPhone,
      customerEmail,
      specialInstructions,
      items: [{ id: dish.id, name: dish.name, price: dish.price, quantity }],
      totalAmount: dish.price * quantity,
    }),
  });
  if (response.status !== 201) throw new Error(`placing an order failed: ${response.status}`);
  return (await response.json()) as T;
}
