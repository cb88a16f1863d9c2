import type { Forecast } from '../../../schemas/forecast.ts';

/** 0.47 → 47.0%, 0.0425 → 4.3%, as the table and the view print a share. */
export const percent = (share: number): string => `${(share * 100).toFixed(1)}%`;

/** Visits per landing visitor as "per 1,000": 0.047 → 47.0; 1 → 1,000. */
export const perThousand = (visits: number): string =>
  visits * 1000 >= 100 ? Math.round(visits * 1000).toLocaleString('en-US') : (visits * 1000).toFixed(1);

/** A count of visitors or days, whole, with thousands separated; ∞ for a test that can never tell. */
export const whole = (count: number): string => (Number.isFinite(count) ? Math.round(count).toLocaleString('en-US') : 'never');

/** Money in the forecast's currency: to the cent below 1,000, whole above. */
export function money(amount: number, currency: Forecast['currency']): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: Math.abs(amount) >= 1000 ? 0 : 2, minimumFractionDigits: Math.abs(amount) >= 1000 ? 0 : 2 }).format(amount);
}

/** +10.0% / −4.3% for a lift; "—" for the control. */
export const lift = (value: number): string => (value === 0 ? '—' : `${value > 0 ? '+' : '−'}${(Math.abs(value) * 100).toFixed(1)}%`);
