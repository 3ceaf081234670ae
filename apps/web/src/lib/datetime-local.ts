/** A datetime-local input's value (Santiago wall clock, 'YYYY-MM-DDTHH:mm') for an ISO instant. */
export function santiagoDateTimeInput(iso: string | null): string {
  if (!iso) return '';
  const text = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Santiago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
  return text.replace(' ', 'T');
}
