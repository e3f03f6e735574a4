/** "0812345678" as "081-234-5678", "021234567" as "02-123-4567". */
export function formatPhone(phone: string): string {
  if (/^0[689]\d{8}$/.test(phone)) return `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`;
  if (/^0[2-7]\d{7}$/.test(phone)) return `${phone.slice(0, 2)}-${phone.slice(2, 5)}-${phone.slice(5)}`;
  return phone;
}
