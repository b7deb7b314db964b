const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** ₹1,299 — whole rupees, Indian digit grouping. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
