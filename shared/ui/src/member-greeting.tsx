import { formatPersonName } from './person-name';

/** One line telling the member whose information the page shows, the name title-cased (docs/product/routes-and-guards.md#guards-rights-key). */
export function MemberGreeting({ name, memberId }: { name: string | null; memberId?: string | undefined }) {
  if (!name) return null;
  return (
    <p data-testid="member-greeting">
      Signed in as {formatPersonName(name)}
      {memberId ? ` · Member ID ${memberId}` : ''}
    </p>
  );
}
