/** One line telling the member whose information the page shows. */
export function MemberGreeting({ name, memberId }: { name: string | null; memberId?: string | undefined }) {
  if (!name) return null;
  return (
    <p data-testid="member-greeting">
      Signed in as {name}
      {memberId ? ` · Member ID ${memberId}` : ''}
    </p>
  );
}
