// The profile panel's greeting (docs/product/session.md#session-token-exchange, docs/product/constants.md#constants-table): Good Morning before 12:00, Good Afternoon
// before 17:00, else Good Evening, by the member's local clock. Exempt from the one date module on
// purpose (docs/decisions/0035-one-date-module.md): it greets the member in their own morning, and the profile
// panel is start-up code, where Luxon may not load.
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good Morning';
  if (hour < 17) return 'Good Afternoon';
  return 'Good Evening';
}
