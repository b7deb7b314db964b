/** +919876543210 as people write it, +91 98765 43210; other countries' numbers as stored. */
export function displayPhone(e164: string): string {
  const indian = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : e164;
}
