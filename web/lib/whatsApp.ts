/** The WhatsApp click-to-chat link with the message filled in, for the host to send from the restaurant's phone. */
export function whatsAppLink(phone: string, message: string): string {
  // Ten digits are an Indian mobile number: wa.me wants the country code in front.
  const international = /^\d{10}$/.test(phone) ? `91${phone}` : phone;
  return `https://wa.me/${international}?text=${encodeURIComponent(message)}`;
}
