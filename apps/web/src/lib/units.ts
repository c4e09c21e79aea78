const kg = new Intl.NumberFormat('vi-VN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const cm = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });

/** 10.5 → '10,50 kg'; '—' until the parcel is weighed. */
export function formatKg(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${kg.format(value)} kg`;
}

/** '50 × 40 × 30 cm', or '' when the parcel has not been measured. */
export function formatSize(parcel: {
  Length: number | null;
  Width: number | null;
  Height: number | null;
}): string {
  const { Length, Width, Height } = parcel;
  if (!Length || !Width || !Height) return '';
  return `${cm.format(Length)} × ${cm.format(Width)} × ${cm.format(Height)} cm`;
}
