// A claims and care page about the selected member: the kit's page frame, greeting the member, with a
// part that loads that member's data. The part waits for a plan to be chosen and is keyed by the member
// id, so switching plans starts it afresh (no state of another member's data is kept).
import { Fragment, type ReactNode } from 'react';
import { useMemberGreeting, useSelectedMemberId } from '@portal/session';
import { PageFrame, type PageFrameProps } from '@portal/ui';

export interface MemberPageFrameProps extends Omit<PageFrameProps, 'greeting'> {
  /** The part drawn from the selected member's data, first in the page's body. */
  memberPart: (memberId: string) => ReactNode;
}

export function MemberPageFrame({ memberPart, children, ...frame }: MemberPageFrameProps) {
  const greeting = useMemberGreeting();
  const memberId = useSelectedMemberId();
  return (
    <PageFrame {...frame} greeting={greeting}>
      {memberId && <Fragment key={memberId}>{memberPart(memberId)}</Fragment>}
      {children}
    </PageFrame>
  );
}
