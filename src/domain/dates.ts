/** A date written out for printed documents: '26 November 2026'. */
export function formatLongDate(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}
